// Mozilla's HTTP Observatory grade for one page of the running site, computed by the Observatory's own tests
// and score tables (@mdn/mdn-http-observatory) over the real responses. The package's scanner only fetches
// hosts on ports 80 and 443, so this file does its retrieval step: the page as a browser would get it over
// https (the TLS proxy in front of `next start` says so with X-Forwarded-Proto), its CORS preflight and
// its cookies; then every Observatory test runs on that and is scored the way scan() scores it.
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { parseHttpEquivHeaders } from "@mdn/mdn-http-observatory/src/retriever/utils.js";
import { Requests } from "@mdn/mdn-http-observatory/src/types.js";
import type { APIRequestContext } from "@playwright/test";

// The package's install script downloads Chromium's HSTS preload list; installs without network skip it
// (package.json allowScripts). The hosts under test are on no preload list, so an empty one is their truth.
const packageJson = createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json");
const preloadList = join(dirname(packageJson), "conf", "hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}");
const { ALL_TESTS } = await import("@mdn/mdn-http-observatory/src/constants.js");
// The cookie jar of the Observatory's own tough-cookie, whose serialisation its cookie test reads.
const { Cookie, CookieJar } = createRequire(packageJson)("tough-cookie") as typeof import("tough-cookie");

/** The origin the Observatory sends its CORS preflight from. */
const OBSERVATORY_ORIGIN = "https://http-observatory.security.mozilla.org";

export interface Grade {
  grade: string;
  score: number;
  /** Every test that took points off, with its result. */
  penalties: Record<string, string>;
  results: Record<string, string>;
}

/**
 * Fetches `path` (following redirects, as the scanner does) and grades the final response. The site is
 * taken to be served only over https behind its TLS proxy: no plain-http response is graded (the proxy's
 * http-to-https redirect is not part of this app), and the certificate counts as valid.
 */
export async function observatoryGrade(request: APIRequestContext, path: string): Promise<Grade> {
  const headers = { "x-forwarded-proto": "https", accept: "text/html,application/xhtml+xml" };
  const response = await request.get(path, { headers, maxRetries: 2 });
  const finalUrl = new URL(response.url());
  finalUrl.protocol = "https:";
  const html = await response.text();
  const responseHeaders: Record<string, string | string[]> = {};
  for (const { name, value } of response.headersArray()) {
    const key = name.toLowerCase();
    if (key === "set-cookie") responseHeaders[key] = [...((responseHeaders[key] as string[]) ?? []), value];
    else responseHeaders[key] = value;
  }

  const jar = new CookieJar();
  for (const raw of [responseHeaders["set-cookie"] ?? []].flat()) {
    const cookie = Cookie.parse(raw);
    if (cookie) await jar.setCookie(cookie, finalUrl.href);
  }
  const preflight = await request.fetch(path, {
    method: "OPTIONS",
    headers: { ...headers, origin: OBSERVATORY_ORIGIN, "access-control-request-method": "GET" },
    maxRetries: 2,
  });

  const graded = {
    headers: responseHeaders,
    status: response.status(),
    verified: true,
    httpEquiv: parseHttpEquivHeaders(html, finalUrl.href),
  };
  const requests = new Requests(finalUrl.hostname);
  requests.responses.auto = graded;
  requests.responses.https = graded;
  requests.responses.http = null;
  requests.responses.cors = {
    headers: Object.fromEntries(
      preflight.headersArray().map(({ name, value }) => [name.toLowerCase(), value]),
    ),
    status: preflight.status(),
    verified: true,
  };
  requests.resources.path = html;
  requests.session = { url: finalUrl, jar };

  // scan()'s scoring: extra credit only counts once the penalties alone leave an A.
  let withExtraCredit = 100;
  let uncurved = 100;
  const results: Record<string, string> = {};
  const penalties: Record<string, string> = {};
  for (const test of ALL_TESTS) {
    const output = test(requests);
    if (!output.result) continue;
    const modifier = getScoreModifier(output.result);
    results[output.constructor.name] = output.result;
    withExtraCredit += modifier;
    if (modifier < 0) {
      uncurved += modifier;
      penalties[output.constructor.name] = output.result;
    }
  }
  const { grade, score } = getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  );
  return { grade, score, penalties, results };
}
