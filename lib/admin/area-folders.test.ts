import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_AREAS } from "../../components/admin/areas.ts";
import type { AreaDefinition } from "./areas.ts";

// Checks that a dashboard area stays one folder of code (components/admin/<area>/, with its definition
// in area.ts) plus one route folder (app/(admin)/admin/<area>/) whose files are made from that
// definition, and that what lib/admin holds is shared by all of them.
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

const areaFolders = () => folders(AREA_CODE).filter((name) => !SHARED_FOLDERS.includes(name));

/** The definitions an area folder's area.ts exports. */
async function definitionsIn(folder: string): Promise<AreaDefinition[]> {
  const module: Record<string, unknown> = await import(`@/components/admin/${folder}/area.ts`);
  return Object.values(module).filter(
    (value): value is AreaDefinition =>
      typeof value === "object" && value !== null && "slug" in value && "route" in value,
  );
}

describe("each admin area is one folder plus one route folder", () => {
  it.each(areaFolders())("%s declares itself in its own area.ts, and the list holds it", async (folder) => {
    expect(existsSync(join(AREA_CODE, folder, "area.ts")), `components/admin/${folder}/area.ts`).toBe(true);
    const [definition, ...more] = await definitionsIn(folder);
    expect(more, "one definition per area").toEqual([]);
    expect(definition?.slug).toBe(folder);
    // The list of areas only imports the definitions: the very object, not a copy written again.
    expect(ADMIN_AREAS.filter((area) => area === definition)).toHaveLength(1);
  });

  it("lists no area without a folder, each once", () => {
    expect(ADMIN_AREAS.map((area) => area.slug).sort()).toEqual(areaFolders().sort());
  });

  it.each(ADMIN_AREAS.map((area) => [area.slug, area] as const))(
    "%s's route has its three files, each made from the definition",
    (slug, area) => {
      const route = join(ROUTES, area.route);
      const made = { "page.tsx": "areaPage", "loading.tsx": "areaLoading", "error.tsx": "areaError" };
      for (const [file, helper] of Object.entries(made)) {
        const path = join(route, file);
        expect(existsSync(path), path).toBe(true);
        const source = readFileSync(path, "utf8");
        expect(source, path).toMatch(
          new RegExp(`from "(@/|(\\.\\./)+)components/admin/${slug}/area(\\.ts)?"`),
        );
        expect(source, path).toMatch(new RegExp(`${helper}\\(${slug}Area\\b`));
      }
    },
  );

  it("has no route folder the list does not hold", () => {
    const routes = new Set<string>(ADMIN_AREAS.map((area) => area.route));
    expect(folders(ROUTES).filter((name) => !routes.has(name))).toEqual([]);
  });

  it("declares each area's URL state once, through defineUrlState", () => {
    for (const folder of areaFolders()) {
      const params = join(AREA_CODE, folder, "params.ts");
      if (!existsSync(params)) continue;
      const source = readFileSync(params, "utf8");
      // A state written out by hand beside its parser is the shape declared twice.
      expect(source.match(/^export interface \w+State\b/gm) ?? [], params).toEqual([]);
      expect(source, params).toContain("defineUrlState(");
    }
    for (const area of ADMIN_AREAS) {
      if (area.url) expect(Object.keys(area.url.readers).length, area.slug).toBeGreaterThan(0);
    }
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

  // One admin kit: every area's forms, details and lists are made with the same three parts, so they
  // fail, refuse and page alike (components/admin/kit/admin-form.tsx, kit/read-detail-dialog.tsx,
  // lib/admin/list-source.ts). An area that builds its own is named here.
  const areaFiles = () =>
    areaFolders().flatMap((folder) =>
      filesUnder(join(AREA_CODE, folder)).map((file) => ({
        folder,
        file: file.slice(ROOT.length + 1),
        source: readFileSync(file, "utf8"),
      })),
    );

  it("makes every form with the kit's one form (useAdminForm), never its own", () => {
    const ownForms = areaFiles().filter(
      ({ source }) =>
        /from "react-hook-form"[\s\S]*?\buseForm\b|\buseForm\s*[<(]/.test(source) ||
        /@hookform\/resolvers/.test(source) ||
        /<form\b/.test(source) ||
        /\.handleSubmit\(/.test(source),
    );
    expect(ownForms.map(({ file }) => file)).toEqual([]);
    // The kit's other files do not make a second kind of form either.
    const kit = filesUnder(join(AREA_CODE, "kit")).filter(
      (file) => !file.endsWith("/admin-form.tsx") && /\buseForm\s*[<(]/.test(readFileSync(file, "utf8")),
    );
    expect(kit).toEqual([]);
    // And each area that changes anything from a form uses it.
    const formAreas = new Set(
      areaFiles()
        .filter(({ source }) => /\buseAdminForm\(/.test(source))
        .map(({ folder }) => folder),
    );
    for (const folder of ["clients", "finance", "hosting", "inbox", "projects", "services", "team"]) {
      expect(formAreas.has(folder), folder).toBe(true);
    }
  });

  it("shows every area's detail with the kit's one detail dialog, read by detailRoute", () => {
    for (const area of ADMIN_AREAS) {
      const route = join(ROUTES, area.route, "detail", "route.ts");
      if (!existsSync(route)) continue;
      expect(readFileSync(route, "utf8"), route).toMatch(/\bdetailRoute\(/);
      const dialogs = areaFiles().filter(
        ({ folder, source }) => folder === area.slug && /<OpenDetailDialog\b/.test(source),
      );
      expect(dialogs.length, `${area.slug} opens its detail in OpenDetailDialog`).toBeGreaterThan(0);
    }
    const ownDialogs = areaFiles().filter(({ source }) =>
      /\b(DialogFrame|DetailDialog|ReadDetailDialog|Dialog\.Root)\b/.test(source),
    );
    expect(ownDialogs.map(({ file }) => file)).toEqual([]);
    // A row's View is the kit's, which starts reading the item as the pointer goes down.
    const ownViews = areaFiles().filter(({ source }) => /aria-label=\{`View \$\{/.test(source));
    expect(ownViews.map(({ file }) => file)).toEqual([]);
  });

  it("declares every list with listSource: no area pages or narrows a query itself", () => {
    const ownLists = areaFiles().filter(({ source }) => /\b(readPage|narrow|keysetAfter)\b/.test(source));
    expect(ownLists.map(({ file }) => file)).toEqual([]);
    // An area whose list has Load more reads its pages through a list source.
    for (const { folder, source } of areaFiles()) {
      if (!/export async function loadMore\w*/.test(source)) continue;
      const queries = join(AREA_CODE, folder, "queries.ts");
      expect(readFileSync(queries, "utf8"), queries).toMatch(/\blistSource</);
    }
  });
});
