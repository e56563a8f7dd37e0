import { describe, expect, it } from "vitest";
import { servedOverHttps } from "./options.ts";

describe("servedOverHttps", () => {
  it("believes an https URL or the proxy's X-Forwarded-Proto", () => {
    expect(servedOverHttps(new Headers(), new URL("https://site.example/"))).toBe(true);
    expect(servedOverHttps(new Headers({ "x-forwarded-proto": "https" }))).toBe(true);
    expect(servedOverHttps(new Headers({ "x-forwarded-proto": "HTTPS, http" }))).toBe(true);
  });

  it("is false for plain http", () => {
    expect(servedOverHttps(new Headers(), new URL("http://127.0.0.1:3000/"))).toBe(false);
    expect(servedOverHttps(new Headers({ "x-forwarded-proto": "http" }))).toBe(false);
  });
});
