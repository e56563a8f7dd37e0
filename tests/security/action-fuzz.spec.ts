// The server action guard against the running production build: every malformed body of the corpus is
// answered with a 4xx (or, where Next treats the POST as no action call, the page), never a 500.
import { expect, test } from "@playwright/test";
import { uniqueAddress } from "../e2e/support/leads.ts";
import { serverActionId } from "../e2e/support/server-action.ts";
import { malformedCalls } from "./action-corpus.ts";

const origin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

test("no malformed server action body of the corpus gets a 500", async ({ request }) => {
  test.setTimeout(180_000);
  const actionId = serverActionId("subscribeNewsletter");
  const failures: string[] = [];
  for (const call of malformedCalls({ email: "fuzz@example.com" })) {
    const response = await request.post("/contact", {
      headers: {
        ...(call.fetchAction && { "next-action": actionId }),
        ...(call.contentType !== null && { "content-type": call.contentType }),
        accept: "text/x-component",
        origin: origin(),
        "x-forwarded-for": uniqueAddress(),
        ...call.extraHeaders,
      },
      data: Buffer.from(call.body),
      maxRetries: 2,
    });
    if (response.status() >= 500) failures.push(`${call.name}: ${response.status()}`);
    else if (call.fetchAction && response.status() === 200) {
      // A call that gets through must be one the action itself answered.
      const text = await response.text();
      if (!text.includes('"ok"')) failures.push(`${call.name}: 200 without the action's answer`);
    }
  }
  expect(failures).toEqual([]);
});
