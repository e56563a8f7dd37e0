import { describe, expect, it } from "vitest";
import { noticeMail } from "./notice-mail.ts";

const site = new URL("https://cardinal.example");

describe("the staff notice of a quote request", () => {
  it("carries the instant estimate the visitor saw, with its note", () => {
    const mail = noticeMail(
      "project_evaluations",
      {
        name: "Katherine Johnson",
        email: "kj@example.com",
        estimated_budget: "50k-100k",
        estimate_low: 26600,
        estimate_high: 44500,
        estimate_note: "A starting range.",
        created_at: "2026-11-23T02:40:00Z",
      },
      site,
    );
    if (!mail) throw new Error("a quote request has a staff notice");
    expect(mail.subject).toBe("New project request: Katherine Johnson <kj@example.com>");
    expect(mail.text).toContain("Budget: 50k-100k\n");
    expect(mail.text).toContain("Instant estimate: $26,600 – $44,500 (A starting range.)\n");
    expect(mail.text).toContain("Open the staff dashboard: https://cardinal.example/admin");
  });

  it("names the language the visitor wrote in, so staff answer in it", () => {
    const spanish = noticeMail(
      "contact_submissions",
      { first_name: "Ana", email: "a@example.com", locale: "es" },
      site,
    );
    expect(spanish?.text).toContain("Language: Spanish\n");
    const english = noticeMail("newsletter_subscriptions", { email: "n@example.com", locale: "en" }, site);
    expect(english?.text).toContain("Language: English");
  });

  it("says so when no estimate was shown", () => {
    const mail = noticeMail("project_evaluations", { name: "Eve", email: "eve@example.com" }, site);
    expect(mail?.text).toContain("Instant estimate: —\n");
  });
});
