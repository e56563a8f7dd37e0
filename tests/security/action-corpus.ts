// A bounded, fixed corpus of malformed server action bodies: React reply references that point nowhere,
// JSON that is not, form data that is not, and Content-Types and encodings Next reads otherwise than the
// body says. Shared by the guard's unit test (against React's own decoder) and the fuzz spec (against a
// running production build). Plain erasable TypeScript with node: imports only.
import { gzipSync } from "node:zlib";

export interface MalformedCall {
  name: string;
  body: Uint8Array<ArrayBuffer>;
  contentType: string | null;
  /** Sent with the action's id (a call from script); without it, a form posted without script. */
  fetchAction: boolean;
  extraHeaders?: Record<string, string>;
}

/** Strings with a meaning in React's reply format; most refer to parts a JSON body cannot hold. */
export const REFERENCE_TOKENS = [
  "$F0",
  "$F1",
  "$Fz",
  "$Q0",
  "$Q1",
  "$W1",
  "$K1",
  "$B1",
  "$@0",
  "$@1",
  "$R1",
  "$r1",
  "$X1",
  "$x1",
  "$i1",
  "$S1",
  "$h1",
  "$l1",
  "$E1",
  "$Y",
  "$Z",
  "$1",
  "$0",
  "$ff",
  "$a",
  "$",
  "$n",
  "$nx",
  "$n1.5",
  "$n-",
  "$D",
  "$Dnot-a-date",
  "$T",
  "$T1",
  "$$",
  "$undefinedx",
  "$Infinity1",
  "$-0x",
];

const text = (value: string) => new TextEncoder().encode(value);
const BOUNDARY = "----fuzzBoundary7MA4YWxkTrZu0gW";

/** A multipart body from fields (a value of `{file}` is sent as a file part). */
export function multipart(
  fields: [string, string | { file: string }][],
  boundary = BOUNDARY,
): Uint8Array<ArrayBuffer> {
  const parts = fields.map(([name, value]) =>
    typeof value === "string"
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${value.file}\r\n`,
  );
  return text(`${parts.join("")}--${boundary}--\r\n`);
}

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** Every malformed call of the corpus, in a fixed order (well under 300). */
export function malformedCalls(validPayload: unknown): MalformedCall[] {
  const calls: MalformedCall[] = [];
  const json = (name: string, body: string, contentType: string | null = "text/plain;charset=UTF-8") =>
    calls.push({ name, body: text(body), contentType, fetchAction: true });
  const valid = JSON.stringify([validPayload]);

  for (const token of REFERENCE_TOKENS) {
    const quoted = JSON.stringify(token);
    json(`${token} as the argument`, `[${quoted}]`);
    json(`${token} in a field`, `[{"email":${quoted}}]`);
    json(`${token} deep in a list`, `[[[{"a":[${quoted}]}]]]`);
    calls.push({
      name: `${token} in part 0 of form data`,
      body: multipart([["0", `[${quoted}]`]]),
      contentType: MULTIPART,
      fetchAction: true,
    });
  }
  for (const [name, body] of [
    ["an empty body", ""],
    ["an open list", "["],
    ["a cut-off object", '[{"email":'],
    ["a trailing comma", "[1,]"],
    ["a lone surrogate", '["\\ud800"]'],
    ["a NUL", "[\u0000]"],
    ["a number too large", "[1e999999]"],
    ["a byte order mark", "\ufeff[]"],
    ["bare text", "email=a@b.c"],
    ["null", "null"],
    ["a string", '"$F0"'],
  ] as const) {
    json(name, body);
  }
  for (const contentType of [
    null,
    "",
    "application/json",
    "Application/X-WWW-Form-Urlencoded",
    "application/x-www-form-urlencoded; charset=utf-8",
    "text/plain; charset=utf-16le",
    "multipart/form-data",
    "Multipart/Form-Data; boundary=x",
  ]) {
    json(`["$F0"] as ${contentType ?? "no Content-Type"}`, '["$F0"]', contentType);
    json(`form fields as ${contentType ?? "no Content-Type"}`, "email=a%40b.c&0=%5B%5D", contentType);
  }
  calls.push(
    {
      name: "UTF-16 JSON",
      body: new Uint8Array(Buffer.from(valid, "utf16le")),
      contentType: "text/plain",
      fetchAction: true,
    },
    {
      name: "invalid UTF-8",
      body: new Uint8Array([0x5b, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x5d]),
      contentType: "text/plain",
      fetchAction: true,
    },
    {
      name: "a gzip body",
      body: new Uint8Array(gzipSync(valid)),
      contentType: "text/plain",
      fetchAction: true,
      extraHeaders: { "content-encoding": "gzip" },
    },
    {
      name: "plain JSON that says it is gzip",
      body: text(valid),
      contentType: "text/plain",
      fetchAction: true,
      extraHeaders: { "content-encoding": "gzip" },
    },
  );

  const form = (name: string, body: Uint8Array<ArrayBuffer>, fetchAction = true, contentType = MULTIPART) =>
    calls.push({ name, body, contentType, fetchAction });
  form("form data without part 0", multipart([["1", valid]]));
  form("form data whose part 0 is not JSON", multipart([["0", "[{"]]));
  form("part 0 naming a missing part", multipart([["0", '["$1"]']]));
  form("part 0 naming a missing Map", multipart([["0", '["$Q1"]']]));
  form(
    "part 0 naming a text part as a Blob",
    multipart([
      ["0", '["$B1"]'],
      ["1", "x"],
    ]),
  );
  form(
    "part 0 naming a server reference part",
    multipart([
      ["0", '["$F1"]'],
      ["1", '{"id":"x","bound":null}'],
    ]),
  );
  form(
    "a Map part that is not JSON",
    multipart([
      ["0", '["$Q1"]'],
      ["1", "{"],
    ]),
  );
  form(
    "a Map part with a reference",
    multipart([
      ["0", '["$Q1"]'],
      ["1", '[["a","$F0"]]'],
    ]),
  );
  form("form data cut off", multipart([["0", valid]]).slice(0, 60));
  form(
    "form data without its closing boundary",
    text(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"\r\n\r\n${valid}\r\n`),
  );
  form("form data under another boundary", multipart([["0", valid]], "other"));
  form("form data with a header-less part", text(`--${BOUNDARY}\r\n\r\n${valid}\r\n--${BOUNDARY}--\r\n`));
  form("form data as garbage", text("\u0000\u0001garbage"));
  form("form data without a boundary", multipart([["0", valid]]), true, "multipart/form-data");
  form("a form post naming a bound action it does not send", multipart([["$ACTION_REF_1", ""]]), false);
  form(
    "a form post with bound arguments that are not JSON",
    multipart([
      ["$ACTION_REF_1", ""],
      ["$ACTION_1:0", "{"],
    ]),
    false,
  );
  form(
    "a form post with bound arguments that refer nowhere",
    multipart([
      ["$ACTION_REF_1", ""],
      ["$ACTION_1:0", '{"id":"$F0","bound":"$@1"}'],
    ]),
    false,
  );
  form(
    "a form post naming an unknown action",
    multipart([["$ACTION_ID_0000000000000000000000000000000000000000", ""]]),
    false,
  );
  form("a form post cut off", multipart([["$ACTION_REF_1", ""]]).slice(0, 40), false);
  form("a form post without a boundary", multipart([["a", "b"]]), false, "multipart/form-data");
  return calls;
}
