import { expect, test } from "@playwright/test";
import { waitForHydration } from "../e2e/support/fixtures";
import { observatoryGrade } from "./observatory";

// The routes the grade is promised for; /admin grades what an anonymous scanner gets (the sign-in page).
for (const path of ["/", "/auth", "/admin", "/studio"]) {
  test(`Mozilla's Observatory grades ${path} A+`, async ({ request }) => {
    const { grade, score, penalties, results } = await observatoryGrade(request, path);
    test.info().annotations.push({ type: "observatory", description: `${path}: ${grade} (${score})` });
    // The Studio loads Sanity's bridge script from Sanity's CDN, which changes with every Sanity release,
    // so it cannot carry an integrity hash; it runs only with the response's nonce.
    const expected =
      path === "/studio" && process.env.NEXT_PUBLIC_SANITY_PROJECT_ID
        ? { "subresource-integrity": "sri-not-implemented-but-external-scripts-loaded-securely" }
        : {};
    expect(penalties, JSON.stringify(results)).toEqual(expected);
    expect(grade).toBe("A+");
  });
}

test("every page gets its own script nonce, and no inline script may run without it", async ({ request }) => {
  const policies = await Promise.all(
    ["/", "/"].map(
      async (path) => (await request.get(path, { maxRetries: 2 })).headers()["content-security-policy"],
    ),
  );
  const nonces = policies.map((policy) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1]);
  expect(nonces[0]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
  const scriptSrc = (policies[0] ?? "").split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
});

test("the page's own scripts carry the nonce; script injected into its markup never runs", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // What a markup injection would add to the page the server sent: an inline script and an event handler.
  let served = "";
  await page.route("**/contact", async (route) => {
    const response = await route.fetch();
    served = await response.text();
    const html = served.replace(
      "</body>",
      '<script>window.injected = "script"</script><img src="/nowhere.png" alt="" onerror="window.injected = \'handler\'"></body>',
    );
    await route.fulfill({ response, body: html });
  });
  const response = await page.goto("/contact");
  await waitForHydration(page);
  const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  // Every script the server wrote carries it (those the runtime adds later are trusted through 'strict-dynamic').
  const tags = served.match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  const withoutNonce = tags.filter(
    (tag) => !tag.includes(`nonce="${nonce}"`) && !tag.includes('type="application/ld+json"'),
  );
  expect(withoutNonce).toEqual([]);
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
});

test("fixed headers on documents, API answers and static files alike", async ({ request }) => {
  for (const path of ["/", "/api/revalidate", "/robots.txt", "/icon.svg"]) {
    const headers = (await request.get(path, { maxRetries: 2 })).headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("SAMEORIGIN");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(
      Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1]),
      path,
    ).toBeGreaterThanOrEqual(15_768_000);
  }
});
