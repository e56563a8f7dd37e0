import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_AREAS } from "./areas";

// Checks that a dashboard area stays one folder of code (components/admin/<area>/) plus one route folder
// (app/(admin)/admin/<area>/), and that what lib/admin holds is shared by all of them.
const ROOT = process.cwd();
const AREA_CODE = join(ROOT, "components/admin");
const ROUTES = join(ROOT, "app/(admin)/admin");
const SHARED_FOLDERS = ["kit"];

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("each admin area is one folder plus one route folder", () => {
  it.each(ADMIN_AREAS.map((area) => area.slug))("%s has both, the route with its three files", (slug) => {
    expect(existsSync(join(AREA_CODE, slug)), `components/admin/${slug}/`).toBe(true);
    const route = join(ROUTES, slug === "overview" ? "(overview)" : slug);
    for (const file of ["page.tsx", "loading.tsx", "error.tsx"]) {
      expect(existsSync(join(route, file)), `${route}/${file}`).toBe(true);
    }
  });

  it("has no area folder and no route folder the registry does not list", () => {
    const slugs: string[] = ADMIN_AREAS.map((area) => area.slug);
    expect(
      folders(AREA_CODE).filter((name) => !SHARED_FOLDERS.includes(name) && !slugs.includes(name)),
    ).toEqual([]);
    const routes = folders(ROUTES).map((name) => (name === "(overview)" ? "overview" : name));
    expect(routes.filter((name) => !slugs.includes(name))).toEqual([]);
  });

  it("keeps no area's own code in lib/admin", () => {
    const named = filesUnder(join(ROOT, "lib/admin")).filter((file) =>
      ADMIN_AREAS.some((area) => file.slice(ROOT.length).split(/[/.-]/).includes(area.slug)),
    );
    expect(named).toEqual([]);
  });

  it("writes server actions only in an area's actions.ts, each through adminAction", () => {
    const actionFiles = [...filesUnder(AREA_CODE), ...filesUnder(join(ROOT, "lib/admin"))].filter((file) =>
      /^["']use server["']/.test(readFileSync(file, "utf8")),
    );
    expect(actionFiles.length).toBeGreaterThan(0);
    for (const file of actionFiles) {
      expect(file.endsWith("/actions.ts"), file).toBe(true);
      const source = readFileSync(file, "utf8");
      const exported = source.match(/^export (?:async function|const) \w+/gm) ?? [];
      const viaHelper = source.match(/^export const \w+ = adminAction\(/gm) ?? [];
      // Reads that page a list (the inbox's Load more) are the one other kind: they change nothing.
      const reads = source.match(/^export async function loadMore\w*/gm) ?? [];
      expect(viaHelper.length + reads.length, file).toBe(exported.length);
    }
  });
});
