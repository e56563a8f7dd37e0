// The part of Go's html/template that hosted GoTrue's mail templates use, so the project's
// supabase/templates/*.html render here as they do on a hosted project: `{{ .Field }}` and
// `{{ .Data.key }}` (HTML-escaped), `{{ if … }}`, `{{ else if … }}`, `{{ else }}`, `{{ end }}` with a field
// or `eq`/`ne`/`not`/`and`/`or` of fields and string literals, `{{/* comments */}}` and the trim markers
// `{{-` / `-}}`. Anything else is refused when the template is parsed, as Go refuses what it cannot parse,
// so a template that would fail on a hosted project fails here first.

type Value = unknown;
type Data = Record<string, Value>;

type Arg = { kind: "field"; path: string[] } | { kind: "string"; value: string };
type Pipeline = { fn: string | null; args: Arg[] };
type Node =
  | { kind: "text"; text: string }
  | { kind: "print"; pipeline: Pipeline }
  | { kind: "if"; branches: { test: Pipeline; body: Node[] }[]; otherwise: Node[] };

export class TemplateError extends Error {}

const FUNCTIONS = new Set(["eq", "ne", "not", "and", "or"]);

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|(\.[A-Za-z0-9_.]*)|([A-Za-z_][A-Za-z0-9_]*)|(\S)/g;
  for (const match of source.matchAll(pattern)) {
    if (match[4]) throw new TemplateError(`unexpected "${match[4]}" in {{${source}}}`);
    tokens.push(match[0]);
  }
  return tokens;
}

function parseArg(token: string, action: string): Arg {
  if (token.startsWith('"')) return { kind: "string", value: JSON.parse(token) as string };
  if (token === ".") return { kind: "field", path: [] };
  if (token.startsWith(".")) {
    const path = token.slice(1).split(".");
    if (path.some((part) => part === "")) throw new TemplateError(`bad field "${token}" in {{${action}}}`);
    return { kind: "field", path };
  }
  throw new TemplateError(`function "${token}" not defined in {{${action}}}`);
}

function parsePipeline(tokens: string[], action: string): Pipeline {
  const [head, ...rest] = tokens;
  if (head === undefined) throw new TemplateError(`missing value in {{${action}}}`);
  if (FUNCTIONS.has(head)) {
    if (rest.length === 0) throw new TemplateError(`${head} needs arguments in {{${action}}}`);
    return { fn: head, args: rest.map((token) => parseArg(token, action)) };
  }
  if (rest.length > 0) throw new TemplateError(`unexpected arguments in {{${action}}}`);
  return { fn: null, args: [parseArg(head, action)] };
}

type Action =
  | { kind: "text"; text: string }
  | { kind: "print"; pipeline: Pipeline }
  | { kind: "if"; pipeline: Pipeline }
  | { kind: "elseIf"; pipeline: Pipeline }
  | { kind: "else" }
  | { kind: "end" };

function lex(source: string): Action[] {
  const actions: Action[] = [];
  let rest = source;
  let trimNext = false;
  while (rest.length > 0) {
    const open = rest.indexOf("{{");
    let text = open < 0 ? rest : rest.slice(0, open);
    if (trimNext) text = text.replace(/^\s+/, "");
    trimNext = false;
    if (open < 0) {
      if (text) actions.push({ kind: "text", text });
      break;
    }
    const close = rest.indexOf("}}", open + 2);
    if (close < 0) throw new TemplateError("unclosed action");
    let inner = rest.slice(open + 2, close);
    if (inner.startsWith("- ") || inner === "-") {
      text = text.replace(/\s+$/, "");
      inner = inner.slice(1);
    }
    if (inner.endsWith(" -")) {
      trimNext = true;
      inner = inner.slice(0, -1);
    }
    if (text) actions.push({ kind: "text", text });
    rest = rest.slice(close + 2);
    const body = inner.trim();
    if (body.startsWith("/*")) {
      if (!body.endsWith("*/")) throw new TemplateError("unclosed comment");
      continue;
    }
    const tokens = tokenize(body);
    const [word, ...args] = tokens;
    if (word === "if") actions.push({ kind: "if", pipeline: parsePipeline(args, body) });
    else if (word === "else" && args[0] === "if")
      actions.push({ kind: "elseIf", pipeline: parsePipeline(args.slice(1), body) });
    else if (word === "else" && args.length === 0) actions.push({ kind: "else" });
    else if (word === "end" && args.length === 0) actions.push({ kind: "end" });
    else if (
      word === "range" ||
      word === "with" ||
      word === "define" ||
      word === "template" ||
      word === "block"
    )
      throw new TemplateError(`{{${word}}} is not supported by the local auth service`);
    else actions.push({ kind: "print", pipeline: parsePipeline(tokens, body) });
  }
  return actions;
}

/** Parses a template into its tree; throws a TemplateError for what Go would not parse (or we do not run). */
export function parseTemplate(source: string): Node[] {
  const actions = lex(source);
  let at = 0;
  function block(inIf: boolean): { nodes: Node[]; stop: Action | null } {
    const nodes: Node[] = [];
    while (at < actions.length) {
      const action = actions[at++] as Action;
      if (action.kind === "text") nodes.push({ kind: "text", text: action.text });
      else if (action.kind === "print") nodes.push({ kind: "print", pipeline: action.pipeline });
      else if (action.kind === "if") {
        const branches: { test: Pipeline; body: Node[] }[] = [];
        let test = action.pipeline;
        let otherwise: Node[] = [];
        for (;;) {
          const { nodes: body, stop } = block(true);
          if (!stop) throw new TemplateError("unexpected EOF: {{if}} without {{end}}");
          branches.push({ test, body });
          if (stop.kind === "end") break;
          if (stop.kind === "elseIf") {
            test = stop.pipeline;
            continue;
          }
          const tail = block(true);
          if (tail.stop?.kind !== "end") throw new TemplateError("{{else}} must be followed by {{end}}");
          otherwise = tail.nodes;
          break;
        }
        nodes.push({ kind: "if", branches, otherwise });
      } else if (inIf) return { nodes, stop: action };
      else throw new TemplateError(`unexpected {{${action.kind === "elseIf" ? "else if" : action.kind}}}`);
    }
    return { nodes, stop: null };
  }
  return block(false).nodes;
}

/** A field of the data: a missing key is Go's "no value" (nil), not an error, as in a map. */
function lookup(data: Data, path: string[]): Value {
  let value: Value = data;
  for (const key of path) {
    if (value === null || value === undefined) return undefined;
    if (typeof value !== "object") throw new TemplateError(`can't evaluate field ${key} in ${typeof value}`);
    value = (value as Record<string, Value>)[key];
  }
  return value;
}

/** Go's truth: false, 0, nil, an empty string, map or list are false. */
function truthy(value: Value): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return true;
}

/** Go's `eq`: nil equals nothing but nil; values of different kinds cannot be compared (an error). */
function equal(a: Value, b: Value): boolean {
  const aNil = a === null || a === undefined;
  const bNil = b === null || b === undefined;
  if (aNil || bNil) return aNil && bNil;
  if (typeof a !== typeof b || typeof a === "object")
    throw new TemplateError("error calling eq: incompatible types for comparison");
  return a === b;
}

function evaluate(pipeline: Pipeline, data: Data): Value {
  const values = pipeline.args.map((arg) => (arg.kind === "string" ? arg.value : lookup(data, arg.path)));
  const [first, ...others] = values;
  switch (pipeline.fn) {
    case null:
      return first;
    case "eq":
      return others.some((other) => equal(first, other));
    case "ne":
      return !equal(first, others[0]);
    case "not":
      return !truthy(first);
    case "and":
      return values.find((value) => !truthy(value)) ?? values.at(-1);
    case "or":
      return values.find((value) => truthy(value)) ?? values.at(-1);
    default:
      throw new TemplateError(`function "${pipeline.fn}" not defined`);
  }
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&#34;",
  "'": "&#39;",
};

/** What html/template prints for a value: nil prints nothing, text is escaped. */
function printed(value: Value): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

function run(nodes: Node[], data: Data): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "text") out += node.text;
    else if (node.kind === "print") out += printed(evaluate(node.pipeline, data));
    else {
      const branch = node.branches.find(({ test }) => truthy(evaluate(test, data)));
      out += run(branch ? branch.body : node.otherwise, data);
    }
  }
  return out;
}

/** Renders a GoTrue mail template (subject or body) with its data, as html/template would. */
export function renderTemplate(source: string, data: Data): string {
  return run(parseTemplate(source), data);
}
