import { describe, expect, it } from "vitest";
import { addressedLocally, hostnameOf, localSiteOrigins } from "./local-site.ts";

const request = (headers: Record<string, string>) => new Headers(headers);

describe("addressedLocally", () => {
  it("accepts this computer's own names, with or without a port", () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "127.0.0.2", "localhost"]) {
      expect(addressedLocally(request({ host }), {}), host).toBe(true);
    }
  });

  it("refuses any other name, even one that resolves to 127.0.0.1 (DNS rebinding)", () => {
    for (const host of [
      "evil.example",
      "evil.example:3000",
      "127.0.0.1.nip.io:3000",
      "localhost.evil.example",
    ]) {
      expect(addressedLocally(request({ host }), {}), host).toBe(false);
    }
    expect(addressedLocally(new Headers(), {})).toBe(false);
  });

  it("refuses a local Host with a foreign X-Forwarded-Host", () => {
    expect(
      addressedLocally(request({ host: "127.0.0.1:3000", "x-forwarded-host": "evil.example" }), {}),
    ).toBe(false);
  });

  it("takes further names from LOCAL_SITE_HOSTS", () => {
    const env = { LOCAL_SITE_HOSTS: "studio.box.internal, Other.Local" };
    expect(addressedLocally(request({ host: "studio.box.internal" }), env)).toBe(true);
    expect(addressedLocally(request({ host: "other.local:8443" }), env)).toBe(true);
    expect(addressedLocally(request({ host: "studio.box.internal" }), {})).toBe(false);
  });
});

describe("hostnameOf", () => {
  it("reads the name of a Host header and refuses what is not one", () => {
    expect(hostnameOf("LocalHost:3000")).toBe("localhost");
    expect(hostnameOf("[::1]:3000")).toBe("[::1]");
    expect(hostnameOf("a@evil.example")).toBeNull();
    expect(hostnameOf("evil.example/x")).toBeNull();
    expect(hostnameOf("")).toBeNull();
  });
});

describe("localSiteOrigins", () => {
  it("lists the site's loopback origins on its port, and each extra name over http and https", () => {
    expect(localSiteOrigins(3000, { LOCAL_SITE_HOSTS: "box.internal" })).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
      "http://box.internal:3000",
      "https://box.internal",
    ]);
  });
});
