import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FixtureServer,
  fixtureCa,
  html,
  huge,
  redirect,
  slow,
  startFixtureServer,
} from "../../tests/fixtures/seo/server.ts";
import { SeoError } from "./errors.ts";
import { checkTarget, type FetchPolicy, guardedFetch, type Resolver } from "./guarded-fetch.ts";

const noDns: Resolver = async (host) => {
  throw Object.assign(new Error(`unexpected lookup of ${host}`), { code: "ENOTFOUND" });
};

function policy(overrides: Partial<FetchPolicy> = {}): FetchPolicy {
  const timeoutMs = overrides.timeoutMs ?? 5000;
  return {
    signal: AbortSignal.timeout(timeoutMs),
    timeoutMs,
    allowLoopback: true,
    resolve: noDns,
    maxBytes: 2 * 1024 * 1024,
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SeoError);
    const { code, message } = error as SeoError;
    return { code, message };
  }
  throw new Error("expected a failure");
}

let site: FixtureServer;

beforeAll(async () => {
  site = await startFixtureServer({
    "/": html("<!doctype html><title>Home</title>"),
    "/host": (req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end(req.headers.host);
    },
    "/r1": redirect("/r2", 301),
    "/r2": redirect("/r3", 302),
    "/r3": redirect((origin) => `${origin}/`, 307),
    "/loop": redirect("/loop"),
    "/slow": slow(3000, html("late")),
    "/huge": huge(3 * 1024 * 1024),
    "/declared-huge": (_req, res) => {
      res.writeHead(200, { "content-type": "text/html", "content-length": String(3 * 1024 * 1024) });
      res.end(Buffer.alloc(3 * 1024 * 1024, "a"));
    },
    "/gzip": (_req, res) => {
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      res.end(gzipSync("<!doctype html><title>Zipped</title>"));
    },
    "/to-private": redirect("http://10.0.0.1/"),
    "/to-172": redirect("http://172.16.5.4/"),
    "/to-192": redirect("http://192.168.0.1/admin"),
    "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/"),
    "/to-metadata-v6": redirect("http://[fd00:ec2::254]/latest/meta-data/"),
    "/to-cgnat": redirect("http://100.64.0.1/"),
    "/to-multicast": redirect("http://224.0.0.1/"),
    "/to-unspecified": redirect("http://0.0.0.0/"),
    "/to-ula": redirect("http://[fc00::1]/"),
    "/to-link-local-v6": redirect("http://[fe80::1]/"),
    "/to-mapped-private": redirect("http://[::ffff:10.0.0.1]/"),
    "/to-decimal-private": redirect("http://167772161/"),
    "/to-evil-name": redirect("http://internal.evil.test/"),
    "/to-file": redirect("file:///etc/passwd"),
    "/to-odd-port": redirect("http://93.184.215.14:25/"),
  });
});

afterAll(() => site.close());

describe("guardedFetch on loopback fixtures (test setting on)", () => {
  it("fetches a page and reports status, headers and body", async () => {
    const page = await guardedFetch(new URL(site.url("/")), policy());
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body.toString()).toBe("<!doctype html><title>Home</title>");
    expect(page.redirects).toEqual([]);
    expect(page.url).toBe(site.url("/"));
  });

  it("follows a redirect chain and records every hop", async () => {
    const page = await guardedFetch(new URL(site.url("/r1")), policy());
    expect(page.redirects).toEqual([site.url("/r2"), site.url("/r3"), site.url("/")]);
    expect(page.url).toBe(site.url("/"));
    expect(page.status).toBe(200);
  });

  it("stops after five redirects", async () => {
    expect(await failure(guardedFetch(new URL(site.url("/loop")), policy()))).toEqual({
      code: "too_many_redirects",
      message: "The website redirected more than 5 times, so we stopped following it.",
    });
  });

  it("returns the first answer when asked not to follow redirects", async () => {
    const page = await guardedFetch(new URL(site.url("/r1")), policy({ maxRedirects: 0 }));
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe("/r2");
  });

  it("gives up when the time limit passes", async () => {
    const started = performance.now();
    const result = await failure(guardedFetch(new URL(site.url("/slow")), policy({ timeoutMs: 300 })));
    expect(result).toEqual({
      code: "timeout",
      message: "The website took too long to respond (more than 0.3 seconds).",
    });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it("refuses a body over the limit, declared or streamed", async () => {
    const expected = {
      code: "too_large",
      message: "The page is larger than 2 MB, which is more than we analyze.",
    };
    expect(await failure(guardedFetch(new URL(site.url("/huge")), policy()))).toEqual(expected);
    expect(await failure(guardedFetch(new URL(site.url("/declared-huge")), policy()))).toEqual(expected);
  });

  it("keeps only the start of a body in truncating mode", async () => {
    const page = await guardedFetch(new URL(site.url("/huge")), policy({ maxBytes: 1000, truncate: true }));
    expect(page.truncated).toBe(true);
    expect(page.body.length).toBe(1000);
  });

  it("decodes compressed bodies, and counts the bytes that came over the network", async () => {
    const page = await guardedFetch(new URL(site.url("/gzip")), policy());
    expect(page.body.toString()).toBe("<!doctype html><title>Zipped</title>");
    expect(page.received).toBe(gzipSync("<!doctype html><title>Zipped</title>").length);
  });

  it("only counts a body it is told to discard, with the limit on the bytes received", async () => {
    const page = await guardedFetch(new URL(site.url("/gzip")), policy({ discardBody: true }));
    expect(page.body.length).toBe(0);
    expect(page.received).toBe(gzipSync("<!doctype html><title>Zipped</title>").length);
    expect(await failure(guardedFetch(new URL(site.url("/huge")), policy({ discardBody: true })))).toEqual({
      code: "too_large",
      message: "The page is larger than 2 MB, which is more than we analyze.",
    });
  });

  it("connects to the address it checked, not to a second DNS answer", async () => {
    const asked: string[] = [];
    const resolve: Resolver = async (host) => {
      asked.push(host);
      return ["127.0.0.1"];
    };
    const port = new URL(site.origin).port;
    const page = await guardedFetch(new URL(`http://pinned.test:${port}/host`), policy({ resolve }));
    expect(page.body.toString()).toBe(`pinned.test:${port}`);
    expect(asked).toEqual(["pinned.test"]);
  });

  it("reports a name that does not resolve, and a refused connection", async () => {
    expect(await failure(guardedFetch(new URL("http://nowhere.test/"), policy()))).toEqual({
      code: "dns_not_found",
      message: "We could not find that website. Check the address for typos.",
    });
    const closed = await startFixtureServer({});
    const url = closed.url("/");
    await closed.close();
    expect((await failure(guardedFetch(new URL(url), policy()))).code).toBe("connection_failed");
  });

  it("checks certificates, trusting only what it is told to", async () => {
    const secure = await startFixtureServer({ "/": html("<title>Secure</title>") }, { tls: true });
    try {
      const page = await guardedFetch(new URL(secure.url("/")), policy({ ca: fixtureCa }));
      expect(page.body.toString()).toBe("<title>Secure</title>");
      expect(await failure(guardedFetch(new URL(secure.url("/")), policy()))).toEqual({
        code: "tls_error",
        message: "The website's security certificate is not valid, so we could not connect safely.",
      });
    } finally {
      await secure.close();
    }
  });
});

describe("redirects into private networks", () => {
  it.each([
    "/to-private",
    "/to-172",
    "/to-192",
    "/to-metadata",
    "/to-metadata-v6",
    "/to-cgnat",
    "/to-multicast",
    "/to-unspecified",
    "/to-ula",
    "/to-link-local-v6",
    "/to-mapped-private",
    "/to-decimal-private",
  ])("refuses %s before connecting", async (path) => {
    expect(await failure(guardedFetch(new URL(site.url(path)), policy()))).toEqual({
      code: "blocked_address",
      message: "That address points to a private or internal network, which we do not analyze.",
    });
  });

  it("refuses a redirect to a name whose DNS answers a private address", async () => {
    const resolve: Resolver = async (host) => (host === "internal.evil.test" ? ["10.1.2.3"] : []);
    expect((await failure(guardedFetch(new URL(site.url("/to-evil-name")), policy({ resolve })))).code).toBe(
      "blocked_address",
    );
  });

  it("refuses a redirect to another scheme or port", async () => {
    expect((await failure(guardedFetch(new URL(site.url("/to-file")), policy()))).code).toBe(
      "unsupported_scheme",
    );
    const strict = policy({ allowLoopback: false });
    // Without the test setting even the fixture itself is off limits.
    expect((await failure(guardedFetch(new URL(site.url("/to-odd-port")), strict))).code).toBe(
      "blocked_port",
    );
  });
});

describe("checkTarget without the test setting", () => {
  const strict = (resolve: Resolver = noDns) => ({
    allowLoopback: false,
    resolve,
    signal: AbortSignal.timeout(5000),
  });

  it.each([
    "http://127.0.0.1/",
    "http://127.1/",
    "http://0x7f000001/",
    "http://0177.0.0.1/",
    "http://2130706433/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://0.0.0.0/",
    "http://10.0.0.1/",
    "http://10.255.0.9/",
    "http://172.16.0.1/",
    "http://172.31.0.1/",
    "http://192.168.1.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[fd00:ec2::254]/",
    "http://100.64.0.1/",
    "http://224.0.0.1/",
    "http://[fc00::1]/",
    "http://[fe80::1]/",
    "http://[ff02::1]/",
    "http://[::ffff:169.254.169.254]/",
    "http://[64:ff9b::a9fe:a9fe]/",
  ])("refuses %s", async (url) => {
    await expect(checkTarget(new URL(url), strict())).rejects.toMatchObject({ code: "blocked_address" });
  });

  it("refuses host names whose DNS answers any private or loopback address", async () => {
    for (const answer of [
      ["127.0.0.1"],
      ["10.0.0.8"],
      ["::1"],
      ["93.184.215.14", "192.168.1.1"],
      ["fe80::1"],
    ]) {
      await expect(
        checkTarget(
          new URL("https://looks-public.test/"),
          strict(async () => answer),
        ),
      ).rejects.toMatchObject({
        code: "blocked_address",
      });
    }
  });

  it("lets a public address through and returns it for pinning", async () => {
    const address = await checkTarget(
      new URL("https://example.test/"),
      strict(async () => ["2606:2800:21f:cb07:6820:80da:af6b:8b2c", "93.184.215.14"]),
    );
    expect(address).toBe("93.184.215.14");
  });
});
