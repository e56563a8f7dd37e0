import { expect, test } from "@playwright/test";
import { observatoryGrade } from "./observatory.ts";

// The routes the grade is promised for; /admin grades what an anonymous scanner gets (the sign-in page).
for (const path of ["/", "/auth", "/admin", "/studio"]) {
  test(`Mozilla's Observatory grades ${path} A+`, async ({ request }) => {
    const { grade, score, penalties, results } = await observatoryGrade(request, path);
    test.info().annotations.push({ type: "observatory", description: `${path}: ${grade} (${score})` });
    // The Studio loads Sanity's bridge script from Sanity's CDN, which changes with every Sanity release,
    // so it cannot carry an integrity hash; it runs only with the response's nonce (tests/security/csp.spec.ts).
    const expected =
      path === "/studio" && process.env.NEXT_PUBLIC_SANITY_PROJECT_ID
        ? { "subresource-integrity": "sri-not-implemented-but-external-scripts-loaded-securely" }
        : {};
    expect(penalties, JSON.stringify(results)).toEqual(expected);
    expect(grade).toBe("A+");
  });
}

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
