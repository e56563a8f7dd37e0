import { at, defineMigration, set } from "sanity/migrate";

/**
 * The object type each page block is stored as since its schema moved into its folder, by document
 * type and field. Written out here, not imported: a migration records one change and must not follow
 * later renames.
 */
export const pageBlockTypes = {
  careersPage: { resume: "openApplication" },
  servicePage: {
    hero: "serviceHero",
    features: "serviceFeatures",
    processList: "serviceProcessList",
    technologies: "serviceTechnologies",
    cloudExpertise: "serviceCloudExpertise",
    cloudServices: "serviceCloudServices",
    analyzer: "serviceAnalyzer",
  },
} as const;

/** What those blocks were stored as before: inline objects carry no `_type`, the card sections one shared type. */
const formerTypes = new Set([undefined, "labelledCards"]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Pages saved before the move hold these blocks without `_type` (inline objects) or as `labelledCards`
 * (the card sections' former shared type). The Studio reads them either way, as it reads an object
 * field by the field's type, but writes the new name into every new block; this gives the older ones
 * the same name, so all content looks alike. A block already stored under another name is left alone.
 * Run from studio/: `npx sanity migration run name-page-blocks` (a dry run), then with `--no-dry-run`.
 */
export default defineMigration({
  title: "Name the careers and service pages' blocks by their object types",
  documentTypes: Object.keys(pageBlockTypes),
  migrate: {
    document(document) {
      const blocks: Record<string, string> =
        pageBlockTypes[document._type as keyof typeof pageBlockTypes] ?? {};
      return Object.entries(blocks).flatMap(([field, type]) => {
        const block = document[field];
        return isObject(block) && formerTypes.has(block._type as string | undefined)
          ? [at([field, "_type"], set(type))]
          : [];
      });
    },
  },
});
