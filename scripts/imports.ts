// Rewrites every import of the repository's own modules to one form: a relative path with the file's
// extension ("../lib/money.ts"), the only form Node's type stripping (scripts, the local twins, the build
// checks), Next, Vitest and the Studio's bundler all resolve alike. With --move, first moves files or
// folders (git mv) and then points every import, theirs and their importers', at the new places.
//
//   node scripts/imports.ts                              rewrite the imports in place
//   node scripts/imports.ts --move lib/a.ts=lib/b/a.ts   move, then rewrite
//   node scripts/imports.ts --check                      list what would change; exit 1 if anything
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "..");
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const GENERATED = new Set(["lib/sanity/sanity.types.ts", "lib/supabase/database.types.ts"]);
const CANDIDATES = [
  "",
  ".ts",
  ".tsx",
  ".mts",
  ".mjs",
  ".js",
  "/index.ts",
  "/index.tsx",
  "/index.mjs",
  "/index.js",
];

// The specifier of an import or export declaration, a dynamic import() and Vitest's module mocks.
const SPECIFIER =
  /(\bfrom\s*|^\s*import\s*|\bimport\s*\(\s*|\bvi\.(?:mock|doMock|unmock|importActual)(?:<[^>]*>)?\s*\(\s*)(["'])([^"'\n]+)\2/gm;

function files(): string[] {
  return execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((file) => SOURCE.test(file) && !GENERATED.has(file) && existsSync(join(ROOT, file)));
}

function resolveFile(base: string): string | null {
  for (const candidate of CANDIDATES) {
    const full = base + candidate;
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  return null;
}

/** The repository file a specifier names from `file`, or null for a package or something not found. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return resolveFile(join(ROOT, specifier.slice(2)));
  if (specifier.startsWith("./") || specifier.startsWith("../"))
    return resolveFile(resolve(dirname(file), specifier));
  return null;
}

const posix = (path: string) => path.split(sep).join("/");
function specifierFor(from: string, to: string): string {
  const path = posix(relative(dirname(from), to));
  return path.startsWith(".") ? path : `./${path}`;
}

/** Lines that only quote code (string literals in tests, comments) are left as written. */
const quoted = (line: string) => /^\s*(['"`]|\/\/|\*|\/\*)/.test(line);

type Edit = { index: number; length: number; to: string };

/** Each import of `file` as the absolute path of the file it names, where the line is code. */
function importsOf(file: string, text: string): { index: number; length: number; target: string }[] {
  const found: { index: number; length: number; target: string }[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const lineStart = text.lastIndexOf("\n", match.index) + 1;
    if (quoted(text.slice(lineStart, text.indexOf("\n", match.index) >>> 0))) continue;
    const specifier = match[3] ?? "";
    const to = target(file, specifier);
    if (!to) continue;
    const index = (match.index ?? 0) + (match[1] ?? "").length + 1;
    found.push({ index, length: specifier.length, target: to });
  }
  return found;
}

const args = process.argv.slice(2);
const check = args.includes("--check");
const moves = args
  .flatMap((arg, i) => (args[i - 1] === "--move" ? [arg] : []))
  .map((pair) => pair.split("=").map((part) => join(ROOT, part)) as [string, string]);

// Read every import before anything moves, as absolute paths of the files they name.
const before = files().map((file) => join(ROOT, file));
const texts = new Map(before.map((file) => [file, readFileSync(file, "utf8")]));
const found = new Map(before.map((file) => [file, importsOf(file, texts.get(file) ?? "")]));

const moved = (path: string) => {
  for (const [from, to] of moves) {
    if (path === from) return to;
    if (path.startsWith(`${from}/`)) return to + path.slice(from.length);
  }
  return path;
};
for (const [from, to] of moves) {
  execFileSync("mkdir", ["-p", dirname(to)]);
  execFileSync("git", ["mv", from, to], { cwd: ROOT });
}

let changed = 0;
for (const file of before) {
  const text = texts.get(file) ?? "";
  const now = moved(file);
  const edits: Edit[] = (found.get(file) ?? []).map((each) => ({
    index: each.index,
    length: each.length,
    to: specifierFor(now, moved(each.target)),
  }));
  let next = text;
  for (const edit of [...edits].sort((a, b) => b.index - a.index)) {
    next = next.slice(0, edit.index) + edit.to + next.slice(edit.index + edit.length);
  }
  if (next === text) continue;
  changed += 1;
  if (check) console.info(relative(ROOT, file));
  else writeFileSync(now, next);
}
console.info(
  `${changed} files ${check ? "would change" : "rewritten"}${moves.length ? `, ${moves.length} moved` : ""}`,
);
if (check && changed > 0) process.exit(1);
