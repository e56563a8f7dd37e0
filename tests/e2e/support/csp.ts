import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";

/** The sources of a policy's script-src directive. */
export function scriptSources(policy: string | undefined): string[] {
  return (
    (policy ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "script-src")
      ?.slice(1) ?? []
  );
}

/** The hash of every inline script in the HTML that a browser runs (not JSON data), as CSP names it, each once. */
export function inlineScriptHashes(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) =>
      !/\bsrc=/.test(attributes ?? "") && !/type="application\/(ld\+)?json"/.test(attributes ?? ""),
  );
  return [
    ...new Set(
      scripts.map(
        ([, , text]) =>
          `'sha256-${createHash("sha256")
            .update(text ?? "")
            .digest("base64")}'`,
      ),
    ),
  ];
}

/** Every Content-Security-Policy report the browser logs for the page. */
export function recordPolicyReports(page: Page): string[] {
  const reports: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}
