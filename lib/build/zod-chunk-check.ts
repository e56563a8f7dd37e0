// After `next build`: zod's browser chunk stays without the languages the site never uses. zod's entry
// points re-export every locale as one namespace, which Turbopack does not shake, so the chunk a public
// form loads on its first validation carried all of them (390 kB); next.config.mjs loads zod's locales
// index through lib/build/zod-english-locale.cjs, English only. When a zod or Next release moves the
// index or the chunk grows back, the build fails here, naming the chunk and its size.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { BuildOutputChanged } from "./compile-hints.ts";

/** A name only zod's core schema carries (its constructors keep their names as strings). */
const ZOD_MARKER = '"$ZodType"';
/** Copy from zod's German and French locales: present only when the other languages are bundled. */
const OTHER_LOCALES = ["Ungültige Eingabe", "Entrée invalide"];
/**
 * The most one browser chunk holding zod may weigh, gzip: English only it was 52.8 KiB (198 kB raw);
 * with every locale the chunk was 390 kB raw.
 */
export const ZOD_CHUNK_BUDGET_BYTES = 64 * 1024;

/** Each browser chunk that holds zod, with its gzip size. */
export function zodChunks(distDir: string): { file: string; gzipBytes: number; text: string }[] {
  const dir = join(distDir, "static", "chunks");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, text: readFileSync(join(dir, file), "utf8") }))
    .filter(({ text }) => text.includes(ZOD_MARKER))
    .map(({ file, text }) => ({ file, text, gzipBytes: gzipSync(text, { level: 9 }).length }));
}

/** What is wrong with zod's browser chunks: too heavy, or carrying other languages. Throws when none holds zod. */
export function zodChunkProblems(distDir: string): string[] {
  const chunks = zodChunks(distDir);
  if (chunks.length === 0)
    throw new BuildOutputChanged(`zod chunk: no chunk under ${distDir}/static/chunks holds ${ZOD_MARKER}`);
  const problems: string[] = [];
  for (const { file, text, gzipBytes } of chunks) {
    if (gzipBytes > ZOD_CHUNK_BUDGET_BYTES)
      problems.push(
        `${file}: ${(gzipBytes / 1024).toFixed(1)} KiB gzip > ${ZOD_CHUNK_BUDGET_BYTES / 1024} KiB`,
      );
    for (const copy of OTHER_LOCALES)
      if (text.includes(copy)) problems.push(`${file}: carries zod's other locales ("${copy}")`);
  }
  return problems;
}

if (import.meta.main) {
  const { distDir } = await import("../cache-csp/prerendered-pages.mjs");
  try {
    const problems = zodChunkProblems(distDir);
    if (problems.length > 0) throw new BuildOutputChanged(`zod chunk:\n  ${problems.join("\n  ")}`);
    const sizes = zodChunks(distDir).map(({ gzipBytes }) => `${(gzipBytes / 1024).toFixed(1)} KiB`);
    console.log(`zod chunks: English only, ${sizes.join(", ")} gzip`);
  } catch (error) {
    console.error(error instanceof BuildOutputChanged ? `\n✖ ${error.message}\n` : error);
    process.exit(1);
  }
}
