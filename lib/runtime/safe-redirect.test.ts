import { describe, expect, it } from "vitest";
import { safeNextPath, signInPath } from "./safe-redirect.ts";

describe("safeNextPath", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin?tab=leads&q=a%20b", "/admin?tab=leads&q=a%20b"],
    ["/insights/real-estate-crm#results", "/insights/real-estate-crm#results"],
    ["/a/../admin", "/admin"],
  ])("keeps the path %s", (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    "//evil.example/",
    "/\\evil.example/",
    "/\t/evil.example/",
    "/\n/evil.example/",
    "/\r\n/evil.example",
    "\\/evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
    " /admin",
  ])("refuses %j", (value) => {
    expect(safeNextPath(value)).toBe("/");
  });

  it("never returns a protocol-relative path", () => {
    for (const value of ["/.//evil.example", "/%2e//evil.example", "///evil.example", "/./\t/evil.example"]) {
      const path = safeNextPath(value);
      expect(path.startsWith("//"), value).toBe(false);
      expect(new URL(path, "https://site.example").host).toBe("site.example");
    }
  });

  it("refuses what is not a string, or too long", () => {
    expect(safeNextPath(undefined)).toBe("/");
    expect(safeNextPath(["/admin"])).toBe("/");
    expect(safeNextPath(`/${"a".repeat(3000)}`)).toBe("/");
  });
});

describe("signInPath", () => {
  it("carries the way back, or none for the home page", () => {
    expect(signInPath("/admin?tab=leads")).toBe("/auth?next=%2Fadmin%3Ftab%3Dleads");
    expect(signInPath("/")).toBe("/auth");
    expect(signInPath("//evil.example")).toBe("/auth");
  });
});
