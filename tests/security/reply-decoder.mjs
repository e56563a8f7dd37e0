// React's own server action decoder, as Next runs it, over bodies given as JSON lines on stdin:
// `{"body": <base64>, "contentType": …}` → one line each: "ok", "throws: <message>", "hangs", or "is no
// list of arguments" (Next spreads the decoded value into the action's call).
// Run with `node --conditions=react-server` (the decoder refuses to load without it).
import { createRequire } from "node:module";
import { createInterface } from "node:readline";

const require = createRequire(import.meta.url);
const {
  decodeReply,
  createTemporaryReferenceSet,
} = require("next/dist/compiled/react-server-dom-webpack/server.node");

async function decode({ body, contentType }) {
  const bytes = Buffer.from(body, "base64");
  const reply = contentType?.startsWith("multipart/form-data")
    ? await new Request("http://x/", {
        method: "POST",
        headers: { "content-type": contentType },
        body: bytes,
      }).formData()
    : bytes.toString("utf8");
  return decodeReply(reply, {}, { temporaryReferences: createTemporaryReferenceSet() });
}

for await (const line of createInterface({ input: process.stdin })) {
  let timer;
  const outcome = await Promise.race([
    decode(JSON.parse(line)).then(
      // Next calls the action with the decoded list spread into its arguments.
      (args) => (Array.isArray(args) ? "ok" : "is no list of arguments"),
      (error) => `throws: ${error?.message ?? error}`,
    ),
    new Promise((done) => {
      timer = setTimeout(() => done("hangs"), 2000);
    }),
  ]);
  clearTimeout(timer);
  process.stdout.write(`${JSON.stringify(outcome)}\n`);
}
