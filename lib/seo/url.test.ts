import { describe, expect, it } from "vitest";
import { normalizeTarget } from "./url.ts";

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe("normalizeTarget", () => {
  it("assumes https:// for a bare domain and keeps the path", () => {
    expect(normalizeTarget("  example.com/about?x=1#top ").href).toBe("https://example.com/about?x=1");
  });

  it("keeps an explicit http:// and the standard ports", () => {
    expect(normalizeTarget("http://example.com").href).toBe("http://example.com/");
    expect(normalizeTarget("https://example.com:443/").href).toBe("https://example.com/");
    expect(normalizeTarget("https://example.com:80/").href).toBe("https://example.com:80/");
  });

  it("normalises numeric IPv4 forms so they can be checked", () => {
    expect(normalizeTarget("http://127.1/").hostname).toBe("127.0.0.1");
    expect(normalizeTarget("http://0x7f000001/").hostname).toBe("127.0.0.1");
    expect(normalizeTarget("http://0177.0.0.1/").hostname).toBe("127.0.0.1");
    expect(normalizeTarget("http://[::ffff:127.0.0.1]/").hostname).toBe("[::ffff:7f00:1]");
  });

  it.each([
    ["", "invalid_url"],
    ["   ", "invalid_url"],
    ["http://", "invalid_url"],
    ["ftp://example.com/", "unsupported_scheme"],
    ["file:///etc/passwd", "unsupported_scheme"],
    ["gopher://example.com/", "unsupported_scheme"],
    ["javascript:alert(1)", "invalid_url"],
    ["https://user:secret@example.com/", "invalid_url"],
    ["https://example.com:8080/", "blocked_port"],
    ["http://example.com:22/", "blocked_port"],
    [`https://example.com/${"a".repeat(2100)}`, "invalid_url"],
  ])("refuses %j with %s", (input, code) => {
    expect(codeOf(() => normalizeTarget(input))).toBe(code);
  });

  it("accepts any port only with the test setting", () => {
    expect(normalizeTarget("http://127.0.0.1:4321/", true).href).toBe("http://127.0.0.1:4321/");
  });
});
