import type { ContentSourceMap } from "@sanity/client";
import type { TrackedDocument } from "./sync-tags.ts";

/**
 * A Content Source Map (`resultSourceMap`, as the Content Lake answers a query asked with
 * `resultSourceMap=withKeyArraySelector`): for each string of the answer, the document and field it came
 * from. @sanity/client encodes it into the strings in draft mode (stega), which is how the Presentation
 * tool's overlays know which field a clicked text is. groq-js keeps no provenance, so each string of the
 * answer is matched with the fields holding that very text in the documents the query read; among
 * several, the one whose field name is the answer's key wins, then the first read.
 */
type Segment = string | number | { _key: string };

interface Source {
  doc: TrackedDocument;
  path: Segment[];
}

/** JSONPath as the Content Lake writes it: `$['sections'][?(@._key=='a1')]['title']`. */
function jsonPath(path: Segment[]): string {
  const quote = (text: string) => text.replace(/[\\']/g, (match) => `\\${match}`);
  return `$${path
    .map((segment) =>
      typeof segment === "number"
        ? `[${segment}]`
        : typeof segment === "string"
          ? `['${quote(segment)}']`
          : `[?(@._key=='${quote(segment._key)}')]`,
    )
    .join("")}`;
}

/** Every non-empty string of a document (system fields aside), by its text. */
function indexStrings(doc: TrackedDocument, into: Map<string, Source[]>) {
  const walk = (value: unknown, path: Segment[]) => {
    if (typeof value === "string") {
      if (!value.trim()) return;
      const list = into.get(value) ?? [];
      list.push({ doc, path });
      into.set(value, list);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const key = (item as { _key?: unknown } | null)?._key;
        walk(item, [...path, typeof key === "string" ? { _key: key } : index]);
      });
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) if (!key.startsWith("_")) walk(child, [...path, key]);
    }
  };
  walk(doc, []);
}

const lastName = (path: Segment[]) => [...path].reverse().find((segment) => typeof segment === "string");

export function contentSourceMap(result: unknown, read: Iterable<TrackedDocument>): ContentSourceMap {
  const strings = new Map<string, Source[]>();
  for (const doc of read) indexStrings(doc, strings);
  const documents: ContentSourceMap["documents"] = [];
  const documentIndex = new Map<TrackedDocument, number>();
  const paths: string[] = [];
  const pathIndex = new Map<string, number>();
  const mappings: ContentSourceMap["mappings"] = {};

  const walk = (value: unknown, resultPath: (string | number)[]) => {
    if (typeof value === "string") {
      const candidates = strings.get(value);
      if (!candidates) return;
      const key = lastName(resultPath);
      const source = candidates.find((candidate) => lastName(candidate.path) === key) ?? candidates[0];
      if (!source) return;
      let document = documentIndex.get(source.doc);
      if (document === undefined) {
        document = documents.push({ _id: source.doc._id, _type: source.doc._type }) - 1;
        documentIndex.set(source.doc, document);
      }
      const sourcePath = jsonPath(source.path);
      let path = pathIndex.get(sourcePath);
      if (path === undefined) {
        path = paths.push(sourcePath) - 1;
        pathIndex.set(sourcePath, path);
      }
      mappings[jsonPath(resultPath)] = { type: "value", source: { type: "documentValue", document, path } };
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...resultPath, index]);
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(child, [...resultPath, key]);
    }
  };
  walk(result, []);
  return { documents, paths, mappings };
}
