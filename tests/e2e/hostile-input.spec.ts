import { expect, test } from "@playwright/test";
import { callAction, rowsByEmail, uniqueEmail } from "./support/leads.ts";

/**
 * Hostile values sent straight to each lead's server action (as the browser would, minus the browser's
 * own checks). Each one must be refused with a sentence the visitor can act on, or stored exactly as
 * typed (surrounding whitespace trimmed); nothing may crash the server.
 */
const hostile: unknown[] = [
  // sizes
  "x".repeat(10_001),
  "y".repeat(100_000),
  "😀".repeat(5_001),
  "a".repeat(254),
  "",
  "   ",
  "\t\n\r ",
  "\u200B\u200B",
  "\u00A0",
  // control characters
  "\u0000",
  "nul\u0000byte",
  "bell\u0007",
  "\u001b[31mred\u001b[0m",
  "delete\u007f",
  "next-line\u0085",
  "line\nbreak",
  "carriage\rreturn",
  "tab\tinside",
  "para\u2029graph",
  // markup and script
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "<!-- comment -->",
  "]]><![CDATA[",
  "&lt;b&gt; &amp; &#x3C;",
  "{{7*7}} \u0024{7*7} #{7*7}",
  "<iframe srcdoc='<script>parent.x=1</script>'>",
  // SQL and PostgREST fragments
  "'; DROP TABLE contact_submissions; --",
  "' OR '1'='1",
  "1; select pg_sleep(5)",
  "$$ language plpgsql $$",
  "\\x00\\\\'",
  "eq.admin",
  "or=(role.eq.admin)",
  "%00%27%22",
  // unicode edge cases
  "\uD800",
  "tail\uDFFF",
  "👩‍👩‍👧‍👦",
  "\u202Egnp.exe",
  "\uFEFFbom",
  "e\u0301\u0301\u0301",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗̜͠",
  "مرحبا بالعالم",
  "株式会社カーディナル",
  "𝕳𝖊𝖑𝖑𝖔",
  "ﷺ",
  "Ω≈ç√∫˜µ≤≥÷",
  // not strings at all
  null,
  42,
  true,
  [],
  ["a", "b"],
  { $gt: "" },
  { toString: "x" },
  "__proto__",
  "constructor",
  // odd but plausible
  "O'Brien-Smith Jr.",
  'Quote "Marks" Inc.',
];

type Form = {
  action: string;
  page: string;
  table: string;
  fields: string[];
  valid: (email: string) => Record<string, unknown>;
  /** Column each form field is stored in, when it is stored as typed. */
  column: Record<string, string>;
};

const forms: Form[] = [
  {
    action: "submitContact",
    page: "/contact",
    table: "contact_submissions",
    fields: ["firstName", "lastName", "company", "message", "email"],
    valid: (email) => ({ firstName: "Ada", lastName: "Lovelace", email, company: "AE", message: "Hello" }),
    column: { firstName: "first_name", lastName: "last_name", company: "company", message: "message" },
  },
  {
    action: "subscribeNewsletter",
    page: "/contact",
    table: "newsletter_subscriptions",
    fields: ["email"],
    valid: (email) => ({ email }),
    column: {},
  },
  {
    action: "submitQuote",
    page: "/contact",
    table: "project_evaluations",
    fields: [
      "name",
      "company",
      "description",
      "currentWebsite",
      "goals",
      "phone",
      "projectType",
      "budget",
      "timeline",
      "industry",
      "features",
      "email",
    ],
    valid: (email) => ({
      name: "Grace",
      email,
      phone: "832 555 0100",
      company: "",
      projectType: "website",
      budget: "under-10k",
      timeline: "urgent",
      description: "A site",
      industry: "Other",
      currentWebsite: "",
      features: [],
      goals: "",
    }),
    column: { name: "name" },
  },
  {
    action: "submitEvaluation",
    page: "/",
    table: "project_evaluations",
    fields: ["name", "phone", "service", "email"],
    valid: (email) => ({ name: "Grace", email, phone: "", service: "" }),
    column: { name: "name" },
  },
];

const SENTENCE = /^[A-Z].{5,}\.$/;

for (const form of forms) {
  test(`${form.action}: ${hostile.length} hostile values are refused clearly or stored exactly`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    expect(hostile.length).toBeGreaterThanOrEqual(50);
    let stored = 0;
    let refused = 0;
    for (const [index, value] of hostile.entries()) {
      const field = form.fields[index % form.fields.length] as string;
      const email = uniqueEmail(`hostile-${index}`);
      const payload = { ...form.valid(email), [field]: value };
      const { status, result, body } = await callAction(request, form.page, form.action, payload);
      const label = `${field} = ${JSON.stringify(value)?.slice(0, 60)}`;
      expect(status, `${label}: ${body.slice(0, 200)}`).toBe(200);
      expect(result, `${label}: no result in ${body.slice(0, 200)}`).toBeDefined();
      const lookup = field === "email" && typeof value === "string" ? value.trim() : email;

      if (result?.ok) {
        stored++;
        const rows = await rowsByEmail(form.table, lookup);
        expect(rows, label).toHaveLength(1);
        const column = form.column[field];
        if (column) expect(rows[0]?.[column], label).toBe(String(value).trim());
        if (field === "description")
          expect(String(rows[0]?.project_description), label).toContain(String(value).trim());
        if (field === "company" && form.table === "project_evaluations") {
          expect(rows[0]?.company, label).toBe(String(value).trim() || null);
          expect(rows[0]?.notes, label).toBeNull();
        }
      } else {
        refused++;
        expect(result?.message, label).toMatch(SENTENCE);
        const fieldError = result?.fieldErrors?.[field] ?? result?.fieldErrors?.[`${field}`];
        expect(fieldError, `${label}: ${JSON.stringify(result)}`).toMatch(SENTENCE);
        if (typeof value === "string" && field !== "email") {
          expect(await rowsByEmail(form.table, email), label).toEqual([]);
        }
      }
    }
    // The sweep must exercise both outcomes, or it proves nothing about one of them.
    if (form.fields.length > 1) expect(stored).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(5);
  });
}

test("a body that is not a lead at all is refused, not crashed on", async ({ request }) => {
  for (const payload of [null, "just a string", 12, [], [[{}]], { __proto__: { admin: true } }]) {
    const { status, result } = await callAction(request, "/contact", "submitContact", payload);
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: false, toast: "contactFailed" });
  }
});
