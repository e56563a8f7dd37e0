import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export const ROOT = process.cwd();

/** A folder's source files (or the file itself), tests left out: the modules the product is built from. */
export function sourceFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (/\.(m?[jt]sx?)$/.test(path)) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.(m?[jt]sx?|cjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

const STATIC = /(?:\bfrom\s*|^\s*import\s+)["']([^"']+)["']/gm;
const ANY = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

/**
 * The repository paths a file imports, as written (relative and `@/` specifiers; packages are left out).
 * `staticOnly` leaves out `import()` and `require()`, which load a module when called, not when read.
 */
export function importedPaths(
  file: string,
  source: string,
  options: { staticOnly?: boolean } = {},
): string[] {
  return [...source.matchAll(options.staticOnly ? STATIC : ANY)]
    .map((match) => match[1] ?? "")
    .flatMap((specifier) => {
      if (specifier.startsWith("@/")) return [specifier.slice(2)];
      if (specifier.startsWith(".")) return [relative(ROOT, resolve(dirname(file), specifier))];
      return [];
    });
}

const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];

/** The file a repository path names, the way TypeScript and the bundler find it; null when none does. */
export function resolveFile(path: string): string | null {
  for (const extension of EXTENSIONS) {
    const full = join(ROOT, path + extension);
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  return null;
}
