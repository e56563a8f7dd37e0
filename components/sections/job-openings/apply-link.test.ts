import { describe, expect, it } from "vitest";
import { applicationHref, applicationSubject } from "./apply-link.ts";

describe("application emails", () => {
  it("name the role in the subject", () => {
    expect(applicationSubject("Application: {role}", "UI/UX Designer")).toBe("Application: UI/UX Designer");
    const href = new URL(applicationHref("jobs@example.com", "Application: {role}", "Project Manager"));
    expect(href.protocol).toBe("mailto:");
    expect(href.pathname).toBe("jobs@example.com");
    expect(href.searchParams.get("subject")).toBe("Application: Project Manager");
  });
});
