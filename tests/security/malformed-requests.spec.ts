import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { rowsByEmail, uniqueAddress, uniqueEmail } from "../e2e/support/leads.ts";
import { actionRequest } from "../e2e/support/server-action.ts";

const origin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

/** A server action request as the browser sends it, with the body (and headers) swapped for `change`. */
function action(change: { body?: string; headers?: Record<string, string> } = {}) {
  const valid = { email: uniqueEmail("malformed") };
  const { headers, body } = actionRequest(origin(), "subscribeNewsletter", valid, uniqueAddress());
  return { headers: { ...headers, ...change.headers }, data: change.body ?? body };
}

const nested = (depth: number) => `[${"[".repeat(depth)}${"]".repeat(depth)}]`;

for (const [name, change, expected] of [
  ["a body that is not JSON", { body: '[{"email": "a@b.c"' }, 400],
  ["a body over 1 MB", { body: JSON.stringify([{ email: "x".repeat(1_100_000) }]) }, 413],
  ["5,000-deep nesting", { body: nested(5_000) }, 400],
  ["a foreign Origin", { headers: { origin: "https://evil.example" } }, 403],
  ["an Origin that is not a URL", { headers: { origin: "not a url" } }, 403],
] as const) {
  test(`a server action call with ${name} is refused with ${expected}`, async ({ request }) => {
    const response = await request.post("/contact", { ...action(change), maxRetries: 2 });
    expect(response.status()).toBe(expected);
  });
}

test("a well-formed call still reaches the action", async ({ request }) => {
  const response = await request.post("/contact", { ...action(), maxRetries: 2 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('"ok":true');
});

/**
 * A newsletter call whose body (a valid one, padded past 1 MB) goes out in 64 KB pieces, chunked or with
 * its Content-Length, either whole or stalled after 1.5 MB (the client never finishes). Resolves with
 * the status of the answer, or 0 when none came within `withinMs`.
 */
function oversizedCall(email: string, framing: "chunked" | "sized", whole: boolean, withinMs: number) {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const { headers } = actionRequest(origin(), "subscribeNewsletter", {}, uniqueAddress());
  const head = Buffer.from(`[{"email":"${email}","pad":"`);
  const tail = Buffer.from('"}]');
  const total = head.length + 3 * 1024 * 1024 + tail.length;
  const limit = whole ? total : head.length + 1.5 * 1024 * 1024;
  const framingHeader = framing === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${total}`;
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return new Promise<number>((done) => {
    const socket = connect(port, "127.0.0.1");
    const finish = (status: number) => {
      clearTimeout(timer);
      socket.destroy();
      done(status);
    };
    const timer = setTimeout(() => finish(0), withinMs);
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (text: string) => {
      answer += text;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) finish(Number(status[1]));
    });
    socket.on("error", () => {});
    const piece = (bytes: Buffer) =>
      framing === "chunked" ? `${bytes.length.toString(16)}\r\n${bytes}\r\n` : bytes;
    let sent = 0;
    const pump = () => {
      while (sent < limit && !socket.destroyed) {
        const bytes =
          sent === 0
            ? head
            : sent + 64 * 1024 >= total - tail.length
              ? Buffer.concat([Buffer.alloc(total - tail.length - sent, "x"), tail])
              : Buffer.alloc(64 * 1024, "x");
        sent += bytes.length;
        if (!socket.write(piece(bytes))) return void socket.once("drain", pump);
      }
      if (whole && framing === "chunked" && !socket.destroyed) socket.write("0\r\n\r\n");
    };
    socket.write(
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${lines.join("\r\n")}\r\n${framingHeader}\r\n\r\n`,
    );
    pump();
  });
}

for (const framing of ["chunked", "sized"] as const) {
  test(`a server action body over 1 MB (${framing}) is refused at once, sent whole or not`, async () => {
    const emails = [uniqueEmail("oversized-whole"), uniqueEmail("oversized-stalled")];
    // Answered long before the client would finish (it never does in the second call).
    expect(await oversizedCall(emails[0] as string, framing, true, 10_000)).toBe(413);
    expect(await oversizedCall(emails[1] as string, framing, false, 10_000)).toBe(413);
    for (const email of emails) expect(await rowsByEmail("newsletter_subscriptions", email)).toEqual([]);
  });
}

// Without a Sanity project `npm start` runs the local Content Lake, which gives the webhook its secret.
const webhookSecretSet =
  !process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || Boolean(process.env.SANITY_REVALIDATE_SECRET);

test("the Sanity webhook without its secret answers 503 and says why", async ({ request }) => {
  test.skip(webhookSecretSet, "the server has a webhook secret (the local Content Lake's)");
  const response = await request.post("/api/revalidate", { data: { _type: "page" }, maxRetries: 2 });
  expect(response.status()).toBe(503);
  expect((await response.json()).message).toContain("SANITY_REVALIDATE_SECRET is not set");
});

test("the Sanity webhook refuses a call without a valid signature", async ({ request }) => {
  test.skip(!webhookSecretSet, "the server has no webhook secret");
  const response = await request.post("/api/revalidate", {
    data: { _type: "homePage" },
    headers: { "sanity-webhook-signature": "t=1,v1=not-a-signature" },
    maxRetries: 2,
  });
  expect(response.status()).toBe(401);
});
