import type { LookupAddress } from "node:dns";
import { lookup as dnsLookup } from "node:dns/promises";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { Agent, request } from "undici";
import { checkAddress, parseIp } from "./address.ts";
import { limits } from "./config.ts";
import { SeoError } from "./errors.ts";
import { checkUrl } from "./url.ts";

/** Resolves a host name to its IP addresses; injectable so tests can answer what a hostile DNS would. */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) => {
  const answers: LookupAddress[] = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => a.address);
};

export interface FetchPolicy {
  /** Aborts everything when the audit's time is up. */
  signal: AbortSignal;
  /** Used in the timeout message. */
  timeoutMs: number;
  allowLoopback: boolean;
  resolve: Resolver;
  maxBytes: number;
  /** Stop quietly after maxBytes instead of failing (robots.txt, sitemap). */
  truncate?: boolean;
  method?: "GET" | "HEAD";
  /** 0 to see the first answer only (used to check whether http:// redirects to https://). */
  maxRedirects?: number;
  accept?: string;
  /**
   * Count the body's bytes as they arrive and keep none of them (files timed for the load time); the
   * byte limit then applies to the bytes on the wire.
   */
  discardBody?: boolean;
  /** Extra trusted certificate authority, for test servers with their own certificate. */
  ca?: string;
}

export interface FetchedPage {
  url: string;
  redirects: string[];
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Bytes of the body as they came over the network (before decompression). */
  received: number;
  truncated: boolean;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = "Mozilla/5.0 (compatible; CardinalSEOAnalyzer/1.0; +https://cardinalconsulting.com)";

/**
 * Fetches a URL a stranger typed without letting it reach anything that is not public: every hop is
 * checked (scheme, port, resolved addresses) and the connection is pinned to the address that was
 * checked, so a second DNS answer cannot swap in a private one.
 */
export async function guardedFetch(start: URL, policy: FetchPolicy): Promise<FetchedPage> {
  const maxRedirects = policy.maxRedirects ?? limits.maxRedirects;
  const redirects: string[] = [];
  let current = start;
  try {
    for (;;) {
      const address = await checkTarget(current, policy);
      const answer = await requestPinned(current, address, policy);
      const location = answer.headers.location;
      if (REDIRECT_STATUSES.has(answer.status) && location) {
        if (maxRedirects === 0) return { ...answer, url: current.href, redirects };
        if (redirects.length >= maxRedirects) {
          throw new SeoError(
            "too_many_redirects",
            `The website redirected more than ${maxRedirects} times, so we stopped following it.`,
          );
        }
        let next: URL;
        try {
          next = new URL(location, current);
        } catch {
          throw new SeoError("http_error", "The website sent a redirect to an address that is not valid.");
        }
        redirects.push(next.href);
        current = next;
        continue;
      }
      return { ...answer, url: current.href, redirects };
    }
  } catch (error) {
    throw toSeoError(error, policy);
  }
}

/**
 * The check every hop passes before a connection is made: scheme, port, and every address the host
 * resolves to. Returns the address to connect to.
 */
export async function checkTarget(
  url: URL,
  policy: Pick<FetchPolicy, "allowLoopback" | "resolve" | "signal">,
): Promise<string> {
  checkUrl(url, policy.allowLoopback);
  const hostname = url.hostname;
  const literal = parseIp(hostname);
  const addresses = literal
    ? [literal.toString()]
    : await withSignal(policy.resolve(hostname), policy.signal);
  if (addresses.length === 0) throw Object.assign(new Error("no addresses"), { code: "ENOTFOUND" });
  for (const address of addresses) {
    if (!checkAddress(address, policy.allowLoopback).allowed) {
      throw new SeoError(
        "blocked_address",
        "That address points to a private or internal network, which we do not analyze.",
      );
    }
  }
  // IPv4 first: it works on more networks.
  return [...addresses].sort((a, b) => Number(a.includes(":")) - Number(b.includes(":")))[0] as string;
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

function pinnedAgent(address: string, ca: string | undefined): Agent {
  const family = address.includes(":") ? 6 : 4;
  const lookup = (_host: string, options: { all?: boolean } | undefined, callback: LookupCallback) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  return new Agent({
    connections: 1,
    pipelining: 0,
    connect: { lookup, ...(ca ? { ca } : {}) } as Agent.Options["connect"],
  });
}

async function requestPinned(url: URL, address: string, policy: FetchPolicy) {
  const agent = pinnedAgent(address, policy.ca);
  try {
    const method = policy.method ?? "GET";
    const response = await request(url, {
      method,
      dispatcher: agent,
      signal: policy.signal,
      headers: {
        "user-agent": USER_AGENT,
        accept: policy.accept ?? "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
        "accept-encoding": "gzip, deflate, br",
      },
    });
    const headers = flattenHeaders(response.headers);
    if (method === "HEAD" || REDIRECT_STATUSES.has(response.statusCode)) {
      await response.body.dump();
      return { status: response.statusCode, headers, body: Buffer.alloc(0), received: 0, truncated: false };
    }
    const declared = Number(headers["content-length"]);
    if (!policy.truncate && Number.isFinite(declared) && declared > policy.maxBytes) {
      await response.body.dump();
      throw tooLarge(policy.maxBytes);
    }
    if (policy.discardBody) {
      const received = await countLimited(response.body, policy.maxBytes);
      return { status: response.statusCode, headers, body: Buffer.alloc(0), received, truncated: false };
    }
    const read = await readLimited(response.body, headers["content-encoding"], policy);
    return { status: response.statusCode, headers, ...read };
  } finally {
    await agent.destroy().catch(() => undefined);
  }
}

function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

/** Reads the body, decoding gzip/deflate/br, and counts the decoded bytes against the limit. */
async function readLimited(
  stream: Readable,
  encoding: string | undefined,
  policy: FetchPolicy,
): Promise<{ body: Buffer; received: number; truncated: boolean }> {
  const decoder = decoderFor(encoding);
  const source: Readable = decoder ? stream.pipe(decoder) : stream;
  let received = 0;
  if (decoder) {
    stream.on("error", (error) => decoder.destroy(error));
    stream.on("data", (chunk: Buffer) => {
      received += chunk.length;
    });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const result = (truncated: boolean) => {
    const body = Buffer.concat(chunks);
    return { body, received: decoder ? received : body.length, truncated };
  };
  try {
    for await (const chunk of source) {
      const buffer = chunk as Buffer;
      if (size + buffer.length > policy.maxBytes) {
        if (!policy.truncate) throw tooLarge(policy.maxBytes);
        chunks.push(buffer.subarray(0, policy.maxBytes - size));
        return result(true);
      }
      chunks.push(buffer);
      size += buffer.length;
    }
  } finally {
    stream.destroy();
    decoder?.destroy();
  }
  return result(false);
}

/** Counts the body's bytes without keeping or decoding them, up to the limit. */
async function countLimited(stream: Readable, maxBytes: number): Promise<number> {
  let received = 0;
  try {
    for await (const chunk of stream) {
      received += (chunk as Buffer).length;
      if (received > maxBytes) throw tooLarge(maxBytes);
    }
  } finally {
    stream.destroy();
  }
  return received;
}

function decoderFor(encoding: string | undefined) {
  switch (encoding?.trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return createGunzip();
    case "deflate":
      return createInflate();
    case "br":
      return createBrotliDecompress();
    default:
      return null;
  }
}

function tooLarge(maxBytes: number): SeoError {
  return new SeoError(
    "too_large",
    `The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, which is more than we analyze.`,
  );
}

function withSignal<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

const DNS_CODES = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_NONAME", "ENODATA", "EAI_FAIL"]);
const TIMEOUT_CODES = new Set([
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_CONNECT_TIMEOUT",
  "ETIMEDOUT",
]);

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** Translates network failures into the analyzer's typed errors. */
export function toSeoError(error: unknown, policy: Pick<FetchPolicy, "signal" | "timeoutMs">): SeoError {
  if (error instanceof SeoError) return error;
  const seconds = Math.round(policy.timeoutMs / 100) / 10;
  const codes = errorCodes(error);
  if (policy.signal.aborted || codes.some((c) => TIMEOUT_CODES.has(c))) {
    return new SeoError("timeout", `The website took too long to respond (more than ${seconds} seconds).`, {
      cause: error,
    });
  }
  if (codes.some((c) => DNS_CODES.has(c))) {
    return new SeoError("dns_not_found", "We could not find that website. Check the address for typos.", {
      cause: error,
    });
  }
  if (codes.some((c) => c.includes("CERT") || c.startsWith("ERR_TLS") || c.startsWith("ERR_SSL"))) {
    return new SeoError(
      "tls_error",
      "The website's security certificate is not valid, so we could not connect safely.",
      {
        cause: error,
      },
    );
  }
  return new SeoError("connection_failed", "We could not connect to that website.", { cause: error });
}
