// Fails when the committed schema.json or sanity.types.ts differ from what the schema and queries
// generate now. The regenerated files are left in place, ready to commit.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
// Where studio/sanity.cli.ts's typegen writes: beside the queries that use the types.
const files = ["lib/sanity/schema.json", "lib/sanity/sanity.types.ts"].map((file) => join(root, file));
const read = (file) => (existsSync(file) ? readFileSync(file, "utf8") : null);

const before = files.map(read);
execFileSync("npm", ["run", "--silent", "typegen"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
const stale = files.filter((file, index) => read(file) !== before[index]);

if (stale.length > 0) {
  console.error(`Generated Sanity types are stale: ${stale.map((file) => relative(root, file)).join(", ")}.`);
  console.error("They have been regenerated; review and commit them.");
  process.exit(1);
}
console.info("Sanity schema and query types are up to date.");
