import { describe, expect, it } from "vitest";
import { ADMIN_AREAS, areaOfTabLink } from "../../components/admin/areas.ts";
import { areaAt, defineArea, tabLinkTarget } from "./areas.ts";
import { defineUrlState, read } from "./workspace/params.ts";

const moved = (path: string) => {
  const url = areaOfTabLink(new URL(path, "http://127.0.0.1:3000"));
  return url ? `${url.pathname}${url.search}` : null;
};

describe("areaOfTabLink", () => {
  it("sends an old tab link to its area, keeping every other parameter", () => {
    expect(moved("/admin?tab=projects&project=0b5e")).toBe("/admin/projects?project=0b5e");
    expect(moved("/admin?q=acme&tab=clients&status=active")).toBe("/admin/clients?q=acme&status=active");
    expect(moved("/admin?tab=overview")).toBe("/admin");
  });

  it("sends an unknown tab to the overview and leaves other addresses alone", () => {
    expect(moved("/admin?tab=nowhere&x=1")).toBe("/admin?x=1");
    expect(moved("/admin")).toBeNull();
    expect(moved("/admin/clients?tab=projects")).toBeNull();
    expect(moved("/?tab=projects")).toBeNull();
  });
});

describe("the areas' definitions", () => {
  it("give each area one address, found again from its path", () => {
    const areaOfPath = (path: string) => areaAt(ADMIN_AREAS, path);
    const hrefs = ADMIN_AREAS.map((area) => area.href);
    expect(new Set(hrefs).size).toBe(ADMIN_AREAS.length);
    for (const area of ADMIN_AREAS) {
      expect(areaOfPath(area.href)?.slug).toBe(area.slug);
      expect(areaOfPath(`${area.href}/`)?.slug).toBe(area.slug);
    }
    expect(areaOfPath("/admin/finance/invoices/1/pdf")?.slug).toBe("finance");
    expect(areaOfPath("/admin/nowhere")).toBeUndefined();
  });

  it("make a new area from one definition: its address, route folder, URL state and tab link", () => {
    const things = defineArea({
      slug: "things",
      label: "Things",
      loading: "Loading things...",
      failed: null,
      url: defineUrlState({ q: read.search, thing: read.openId() }, ["q"]),
    });
    const home = defineArea({
      slug: "home",
      label: "Home",
      loading: "…",
      failed: null,
      url: null,
      home: true,
    });
    expect(things).toMatchObject({ href: "/admin/things", route: "things" });
    expect(home).toMatchObject({ href: "/admin", route: "(home)" });
    expect(things.url.parse({ q: " lamp ", thing: "not-an-id" })).toEqual({ q: "lamp", thing: "" });

    const areas = [home, things];
    expect(areaAt(areas, "/admin/things/detail")).toBe(things);
    expect(areaAt(areas, "/admin")).toBe(home);
    expect(tabLinkTarget(areas, new URL("http://x/admin?tab=things&q=a"))?.href).toBe(
      "http://x/admin/things?q=a",
    );
  });
});
