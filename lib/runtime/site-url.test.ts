import { describe, expect, it } from "vitest";
import { missingSiteUrlWarning, resolveSiteUrl, SITE_URL_FALLBACK } from "./site-url.mjs";

describe("the site's public origin", () => {
  it("is SITE_URL when set, as an origin, before any host variable", () => {
    expect(
      resolveSiteUrl({
        SITE_URL: "https://www.cardinal.example/path/",
        VERCEL_PROJECT_PRODUCTION_URL: "x.app",
      }),
    ).toEqual({ url: "https://www.cardinal.example", from: "SITE_URL" });
  });

  it("refuses a SITE_URL that is not an http(s) URL, naming it", () => {
    expect(() => resolveSiteUrl({ SITE_URL: "www.cardinal.example" })).toThrow(
      /SITE_URL must be an http\(s\) URL/,
    );
    expect(() => resolveSiteUrl({ SITE_URL: "javascript:alert(1)" })).toThrow(/SITE_URL/);
  });

  it.each([
    [
      { VERCEL_PROJECT_PRODUCTION_URL: "cardinal.vercel.app" },
      "https://cardinal.vercel.app",
      "VERCEL_PROJECT_PRODUCTION_URL",
    ],
    [{ NETLIFY: "true", URL: "https://cardinal.netlify.app" }, "https://cardinal.netlify.app", "URL"],
    [
      { RENDER_EXTERNAL_URL: "https://cardinal.onrender.com" },
      "https://cardinal.onrender.com",
      "RENDER_EXTERNAL_URL",
    ],
    [
      { RAILWAY_PUBLIC_DOMAIN: "cardinal.up.railway.app" },
      "https://cardinal.up.railway.app",
      "RAILWAY_PUBLIC_DOMAIN",
    ],
  ])("uses a host's production URL: %o", (env, url, from) => {
    expect(resolveSiteUrl(env)).toEqual({ url, from });
  });

  it("does not take a bare URL variable for the site outside Netlify", () => {
    expect(resolveSiteUrl({ URL: "https://elsewhere.example" })).toEqual({
      url: SITE_URL_FALLBACK,
      from: null,
    });
  });

  it("falls back to the development address with no source, and the warning names SITE_URL", () => {
    expect(resolveSiteUrl({})).toEqual({ url: "http://localhost:3000", from: null });
    expect(missingSiteUrlWarning()).toMatch(/^SITE_URL is not set: .*http:\/\/localhost:3000.*Set SITE_URL/);
  });
});
