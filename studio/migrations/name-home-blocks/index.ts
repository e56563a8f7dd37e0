import { at, defineMigration, set } from "sanity/migrate";

/**
 * The object type each home page block is stored as since its schema moved into its folder. Written
 * out here, not imported: a migration records one change and must not follow later renames.
 */
export const homeBlockTypes = {
  hero: "homeHero",
  servicesSection: "homeServicesSection",
  about: "homeAbout",
  portfolio: "homePortfolio",
  contact: "homeContact",
} as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Home pages saved while the blocks were inline objects hold them without `_type`. The Studio reads
 * them either way, but writes the type's name into every new block; this gives the older ones the same
 * name, so all content looks alike. Blocks that already carry a `_type` are left as they are.
 * Run from studio/: `npx sanity migration run name-home-blocks` (a dry run), then with `--no-dry-run`.
 */
export default defineMigration({
  title: "Name the home page's blocks by their object types",
  documentTypes: ["homePage"],
  migrate: {
    document(document) {
      return Object.entries(homeBlockTypes).flatMap(([field, type]) => {
        const block = document[field];
        return isObject(block) && block._type === undefined ? [at([field, "_type"], set(type))] : [];
      });
    },
  },
});
