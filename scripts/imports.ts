// Rewrites every import of the repository's own modules to one form: a relative path with the file's
// extension ("../lib/runtime/money.ts"), the only form Node's type stripping (scripts, the local twins,
// the build checks), Next, Vitest and the Studio's bundler all resolve alike. With --move, first moves
// files or folders (git mv) and then points every import, theirs and their importers', at the new places.
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

// A file or folder named relative to the module itself: new URL("../migrations/", import.meta.url).
const URL_REFERENCE = /(\bnew URL\(\s*)(["'])(\.\.?\/[^"'\n]*)\2(?=\s*,\s*import\.meta\.url)/gm;

// A relative link of a Markdown document, without its #fragment.
const MARKDOWN_LINK = /\]\((\.{0,2}\/?[^)\s#:]+)/g;

// Where a moved path is written out in full: scripts, configuration, comments, docs. Migrations are
// never edited once applied; the lock file names packages only.
const TEXT = /(\.(ts|tsx|mts|mjs|js|cjs|json|md|toml|ya?ml|sh|css|sql|template)|Dockerfile)$/;
const UNTOUCHED = /^(supabase\/migrations\/|package-lock\.json$)/;

function tracked(): string[] {
  return execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((file) => file && existsSync(join(ROOT, file)) && statSync(join(ROOT, file)).isFile());
}

function files(): string[] {
  return tracked().filter((file) => SOURCE.test(file) && !GENERATED.has(file));
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
  if (path === "") return ".";
  return path.startsWith(".") ? path : `./${path}`;
}

/** Lines that only quote code (string literals in tests, comments) are left as written. */
const quoted = (line: string) => /^\s*(['"`]|\/\/|\*|\/\*)/.test(line);

type Edit = { index: number; length: number; to: string };

type Found = { index: number; length: number; target: string; folder: boolean };

/** Each import of `file` as the absolute path of the file it names, where the line is code. */
function importsOf(file: string, text: string): Found[] {
  const found: Found[] = [];
  const code = (index: number) => {
    const lineStart = text.lastIndexOf("\n", index) + 1;
    return !quoted(text.slice(lineStart, text.indexOf("\n", index) >>> 0));
  };
  for (const match of text.matchAll(SPECIFIER)) {
    if (!code(match.index ?? 0)) continue;
    const specifier = match[3] ?? "";
    const to = target(file, specifier);
    if (!to) continue;
    const index = (match.index ?? 0) + (match[1] ?? "").length + 1;
    found.push({ index, length: specifier.length, target: to, folder: false });
  }
  // A Markdown link to a file or folder of the repository, relative to the document.
  if (file.endsWith(".md")) {
    for (const match of text.matchAll(MARKDOWN_LINK)) {
      const link = match[1] ?? "";
      const full = resolve(dirname(file), link);
      if (!existsSync(full)) continue;
      const index = (match.index ?? 0) + 2;
      found.push({
        index,
        length: link.replace(/\/$/, "").length,
        target: full.replace(/\/$/, ""),
        folder: false,
      });
    }
    return found;
  }
  // Paths beside the module only change when something moves; they keep their form.
  for (const match of text.matchAll(URL_REFERENCE)) {
    const specifier = match[3] ?? "";
    const full = resolve(dirname(file), specifier);
    if (!code(match.index ?? 0) || !existsSync(full)) continue;
    const index = (match.index ?? 0) + (match[1] ?? "").length + 1;
    found.push({ index, length: specifier.length, target: full, folder: specifier.endsWith("/") });
  }
  return found;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `text` with every repository path of a moved file or folder written out in full pointed at its new place. */
function withMovedPaths(text: string, moves: [string, string][]): string {
  let next = text;
  for (const [from, to] of [...moves].sort((a, b) => b[0].length - a[0].length)) {
    const pattern = new RegExp(`(?<![\\w.@/-])(\\./)?${literal(posix(relative(ROOT, from)))}(?![\\w-])`, "g");
    next = next.replace(
      pattern,
      (_match, dot: string | undefined) => `${dot ?? ""}${posix(relative(ROOT, to))}`,
    );
  }
  return next;
}

const args = process.argv.slice(2);
const check = args.includes("--check");
const moves = args
  .flatMap((arg, i) => (args[i - 1] === "--move" ? [arg] : []))
  .map((pair) => pair.split("=").map((part) => join(ROOT, part)) as [string, string]);

// Read every import before anything moves, as absolute paths of the files they name; with moves, every
// text that may name a moved path too.
const sources = files().map((file) => join(ROOT, file));
const named = moves.length
  ? tracked()
      .filter((file) => TEXT.test(file) && !UNTOUCHED.test(file) && !GENERATED.has(file))
      .map((file) => join(ROOT, file))
  : [];
const before = [...new Set([...sources, ...named])];
const texts = new Map(before.map((file) => [file, readFileSync(file, "utf8")]));
const found = new Map(
  [...sources, ...named.filter((file) => file.endsWith(".md"))].map((file) => [
    file,
    importsOf(file, texts.get(file) ?? ""),
  ]),
);

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
  const markdown = file.endsWith(".md");
  const edits: Edit[] = (found.get(file) ?? [])
    // A document's links keep their form unless the document or what it links to moves.
    .filter((each) => !markdown || now !== file || moved(each.target) !== each.target)
    .map((each) => ({
      index: each.index,
      length: each.length,
      to: markdown
        ? posix(relative(dirname(now), moved(each.target)))
        : specifierFor(now, moved(each.target)) + (each.folder ? "/" : ""),
    }));
  let next = text;
  for (const edit of [...edits].sort((a, b) => b.index - a.index)) {
    next = next.slice(0, edit.index) + edit.to + next.slice(edit.index + edit.length);
  }
  if (moves.length) next = withMovedPaths(next, moves);
  if (next === text) continue;
  changed += 1;
  if (check) console.info(relative(ROOT, file));
  else writeFileSync(now, next);
}
console.info(
  `${changed} files ${check ? "would change" : "rewritten"}${moves.length ? `, ${moves.length} moved` : ""}`,
);
if (check && changed > 0) process.exit(1);
