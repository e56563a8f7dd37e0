// Content as the site reads it may lack what the Studio requires (written through the API, saved under
// an older schema, a reference deleted). Before a block renders, its query answer is measured against the
// stored type in the extracted schema (lib/sanity/schema.json, the one TypeGen types the answers from):
// an optional part that is missing or malformed is left out, a list item missing a required part is
// dropped, and a block missing a required part is not rendered at all. So a component may rely on
// exactly what its generated type promises, and a page never fails because of its content's shape.
import schema from "../sanity/schema.json" with { type: "json" };
import { withLiveSectionLinks } from "./page-sections.ts";

interface TypeNode {
  type: string;
  name?: string;
  value?: unknown;
  of?: TypeNode | TypeNode[];
  attributes?: Record<string, { value: TypeNode; optional?: boolean }>;
  rest?: TypeNode;
}

const types = new Map<string, TypeNode>(
  (schema as { name: string; value?: TypeNode; type: string; attributes?: TypeNode["attributes"] }[]).map(
    (entry) => [
      entry.name,
      entry.type === "document" ? (entry as unknown as TypeNode) : (entry.value as TypeNode),
    ],
  ),
);

/** A value measured against its type: the value to render, or `missing` naming the first required part absent. */
type Fitted = { value: unknown; left: string[] } | { missing: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The `_type` literal an object type declares, for picking a union's member. */
function declaredType(node: TypeNode): string | undefined {
  const resolved = node.type === "inline" && node.name ? types.get(node.name) : node;
  const literal = resolved?.attributes?._type?.value;
  return typeof literal?.value === "string" ? literal.value : node.type === "inline" ? node.name : undefined;
}

function fitNode(node: TypeNode | undefined, value: unknown, path: string): Fitted {
  if (!node) return { value, left: [] };
  switch (node.type) {
    case "inline":
      // A type the extracted schema does not describe (none today) is taken as it is.
      return fitNode(node.name ? types.get(node.name) : undefined, value, path);
    case "string":
    case "number":
    case "boolean":
      if (typeof value !== node.type) return { missing: path };
      // A closed list of values (an icon name, a layout): anything else is no value of this type.
      return node.value !== undefined && value !== node.value ? { missing: path } : { value, left: [] };
    case "union":
      return fitUnion(node, value, path);
    case "array":
      return fitArray(node, value, path);
    case "object":
    case "document":
      return fitObject(node, value, path);
    default:
      return { value, left: [] };
  }
}

function fitUnion(node: TypeNode, value: unknown, path: string): Fitted {
  const members = (Array.isArray(node.of) ? node.of : []) as TypeNode[];
  if (members.every((member) => member.type === "string" && typeof member.value === "string")) {
    return typeof value === "string" && members.some((member) => member.value === value)
      ? { value, left: [] }
      : { missing: path };
  }
  const type = isObject(value) ? value._type : undefined;
  const member =
    members.find((candidate) => declaredType(candidate) === type) ??
    (members.length === 1 ? members[0] : undefined);
  // An object of a type the union does not hold is no value of it (e.g. a block type since removed).
  return member ? fitNode(member, value, path) : { missing: `${path} (${String(type)})` };
}

function fitArray(node: TypeNode, value: unknown, path: string): Fitted {
  if (!Array.isArray(value)) return { missing: path };
  const left: string[] = [];
  const items: unknown[] = [];
  value.forEach((item, index) => {
    const key = isObject(item) && typeof item._key === "string" ? `[_key=="${item._key}"]` : `[${index}]`;
    const fitted = fitNode(node.of as TypeNode, item, `${path}${key}`);
    if ("missing" in fitted) left.push(fitted.missing);
    else {
      items.push(fitted.value);
      left.push(...fitted.left);
    }
  });
  return { value: items, left };
}

function fitObject(node: TypeNode, value: unknown, path: string): Fitted {
  if (!isObject(value)) return { missing: path };
  const out: Record<string, unknown> = { ...value };
  const left: string[] = [];
  if (node.rest) {
    const rest = fitNode(node.rest, value, path);
    if ("missing" in rest) return rest;
    Object.assign(out, rest.value);
    left.push(...rest.left);
  }
  for (const [key, attribute] of Object.entries(node.attributes ?? {})) {
    // Only what the query projected is measured: a field it does not read is no part of its answer.
    if (key.startsWith("_") || !(key in value)) continue;
    const at = path ? `${path}.${key}` : key;
    const current = value[key];
    const fitted: Fitted =
      current === null || current === undefined ? { missing: at } : fitNode(attribute.value, current, at);
    if ("missing" in fitted) {
      if (attribute.optional === false) return fitted;
      if (current !== null && current !== undefined) left.push(fitted.missing);
      out[key] = null;
      continue;
    }
    out[key] = fitted.value;
    left.push(...fitted.left);
  }
  return { value: out, left };
}

/** What fitting a query answer to its stored type gave. */
export type Fit<T> = { value: T; left: string[] } | { value: null; missing: string };

/**
 * `value` (a query's answer for one stored `typeName`, e.g. a landing page's block) with what is missing
 * or malformed left out (`left` names each part), or null with the required part that is `missing`.
 */
export function fitToType<T>(typeName: string, value: T): Fit<T> {
  const fitted = fitNode(types.get(typeName) ?? { type: "unknown" }, value, "");
  return "missing" in fitted
    ? { value: null, missing: fitted.missing || "(the whole value)" }
    : { value: fitted.value as T, left: fitted.left };
}

/** Whether the extracted schema knows this stored type. */
export const isKnownType = (typeName: unknown): boolean =>
  typeof typeName === "string" && types.has(typeName);

const reported = new Set<string>();
const REPORTED_LIMIT = 10_000;

/**
 * `value` fitted to `typeName`, each problem of one source (a document's block) logged once: a block
 * left out entirely is a warning, a part left out an info line.
 */
export function fitForRender<T>(typeName: string, value: T, source: string): T | null {
  if (!isKnownType(typeName)) {
    reportOnce(`${source} type`, "warn", `${source}: no block type "${String(typeName)}"; not rendered`);
    return null;
  }
  const fitted = fitToType(typeName, value);
  if (fitted.value === null) {
    const missing = "missing" in fitted ? fitted.missing : "";
    reportOnce(`${source} ${missing}`, "warn", `${source} (${typeName}) lacks ${missing}; not rendered`);
    return null;
  }
  if ("left" in fitted && fitted.left.length) {
    reportOnce(
      `${source} ${fitted.left.join()}`,
      "info",
      `${source} (${typeName}) renders without ${fitted.left.join(", ")}`,
    );
  }
  return fitted.value;
}

function reportOnce(key: string, level: "warn" | "info", message: string): void {
  if (reported.has(key)) return;
  if (reported.size >= REPORTED_LIMIT) reported.clear();
  reported.add(key);
  console[level](`[content] ${message}`);
}

/** A fixed page's content with each section (a top-level field) null when it cannot render. */
export type Sections<T> = { [Key in keyof T]: Key extends `_${string}` ? T[Key] : T[Key] | null };

/**
 * A fixed page's query answer with each section (each field of its document type) fitted on its own: a
 * section missing a required part is null, and the page renders the others; an in-page link to a section
 * the page does not have leads to the contact section instead. Each problem is logged once.
 */
export function fitSections<T extends object>(typeName: string, answer: T, source: string): Sections<T> {
  const content = withLiveSectionLinks(typeName, answer, source);
  const attributes = types.get(typeName)?.attributes ?? {};
  const out: Record<string, unknown> = { ...(content as Record<string, unknown>) };
  const left: string[] = [];
  for (const [key, value] of Object.entries(content)) {
    const attribute = attributes[key];
    if (key.startsWith("_") || !attribute) continue;
    const fitted: Fitted =
      value === null || value === undefined ? { missing: key } : fitNode(attribute.value, value, key);
    if ("missing" in fitted) {
      out[key] = null;
      if (attribute.optional === false || (value !== null && value !== undefined)) {
        reportOnce(
          `${source} ${fitted.missing}`,
          "warn",
          `${source} (${typeName}) lacks ${fitted.missing}; that section is not rendered`,
        );
      }
      continue;
    }
    out[key] = fitted.value;
    left.push(...fitted.left);
  }
  if (left.length)
    reportOnce(
      `${source} ${left.join()}`,
      "info",
      `${source} (${typeName}) renders without ${left.join(", ")}`,
    );
  return out as Sections<T>;
}
