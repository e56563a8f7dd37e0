import { createServer as createHttpServer, request as httpRequest, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addressKey,
  clientAddress,
  forwardSocketAddress,
  normalizedAddress,
  trustedProxyHops,
} from "./client-address.ts";

const headers = (value?: string) => new Headers(value === undefined ? {} : { "x-forwarded-for": value });

describe("trustedProxyHops", () => {
  it("defaults to 0 and accepts whole numbers up to 10", () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: " 2 " })).toBe(2);
    for (const bad of ["-1", "1.5", "eleven", "11"]) {
      expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: bad })).toThrow(/TRUSTED_PROXY_HOPS/);
    }
  });
});

describe("clientAddress", () => {
  it("reads the entry the nearest trusted proxy wrote, never the client's own entries", () => {
    const chain = "6.6.6.6, 7.7.7.7, 203.0.113.5, 10.0.0.2";
    expect(clientAddress(headers(chain), 1)).toBe("10.0.0.2");
    expect(clientAddress(headers(chain), 2)).toBe("203.0.113.5");
    expect(clientAddress(headers("203.0.113.5"), 2)).toBe("203.0.113.5");
    expect(clientAddress(headers(), 1)).toBe("unknown");
  });
});

describe("normalizedAddress and addressKey", () => {
  it("writes an IPv4-mapped IPv6 address as IPv4 and keys IPv6 by its /64", () => {
    expect(normalizedAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(clientAddress(headers("::FFFF:7f00:1"), 1)).toBe("127.0.0.1");
    expect(addressKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
    expect(addressKey("unknown")).toBe("unknown");
  });
});

describe("forwardSocketAddress on a real HTTP server", () => {
  let server: ReturnType<typeof createHttpServer>;
  let port = 0;
  let hops = 0;
  beforeAll(async () => {
    server = createHttpServer((req: IncomingMessage, res) => {
      forwardSocketAddress(req, hops);
      res.end(clientAddress(new Headers(req.headers as Record<string, string>), hops));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const ask = (forwarded: string) =>
    new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, headers: { "x-forwarded-for": forwarded } },
        (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve(body));
        },
      );
      req.on("error", reject);
      req.end();
    });

  it("with no trusted proxy, a forged header gives way to the socket address", async () => {
    hops = 0;
    expect(await ask("1.2.3.4")).toBe("127.0.0.1");
    expect(await ask("1.2.3.4, 5.6.7.8")).toBe("127.0.0.1");
  });

  it("behind one proxy, the entry it appended counts", async () => {
    hops = 1;
    expect(await ask("1.2.3.4, 198.51.100.20")).toBe("198.51.100.20");
  });
});
