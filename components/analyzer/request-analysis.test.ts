import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "../../app/api/seo/analyze/route.ts";
import { es } from "../../lib/i18n/dictionaries/es.ts";
import { analyzerWords } from "../../lib/seo/words.ts";
import { type FixtureServer, startFixtureServer } from "../../tests/fixtures/seo/server.ts";
import { flawedSite } from "../../tests/fixtures/seo/sites.ts";
import { type RequestLanguage, requestAnalysis } from "./request-analysis.ts";

const english: RequestLanguage = { locale: "en", words: analyzerWords };
const spanish: RequestLanguage = { locale: "es", words: es.analyzer };

/** The real API route, served over HTTP the way Next serves it. */
let api: Server;
let endpoint: string;
let site: FixtureServer;
const saved = process.env.SEO_ANALYZER_ALLOW_LOOPBACK;

beforeAll(async () => {
  process.env.SEO_ANALYZER_ALLOW_LOOPBACK = "1";
  site = await startFixtureServer(flawedSite);
  api = createServer(async (req, res) => {
    if (req.url === "/down") {
      res.writeHead(502, { "content-type": "text/html" }).end("<h1>Bad gateway</h1>");
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = await POST(
      new Request("http://localhost/api/seo/analyze", { method: "POST", body: Buffer.concat(chunks) }),
    );
    res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/seo/analyze`;
});

afterAll(async () => {
  if (saved === undefined) delete process.env.SEO_ANALYZER_ALLOW_LOOPBACK;
  else process.env.SEO_ANALYZER_ALLOW_LOOPBACK = saved;
  await site.close();
  await new Promise((resolve) => api.close(resolve));
});

describe("requestAnalysis", () => {
  it("returns the report", async () => {
    const outcome = await requestAnalysis(site.url("/"), english, endpoint);
    expect(outcome.ok && outcome.result.score).toBe(69);
  });

  it("returns the server's reason when the analysis fails", async () => {
    expect(await requestAnalysis(site.url("/nothing-here"), english, endpoint)).toEqual({
      ok: false,
      reason: "The page was not found (the website answered 404).",
      retryable: false,
      advice: "Check the address: trying again will not help.",
    });
  });

  it("says what happened when the answer is not the analyzer's", async () => {
    expect(
      await requestAnalysis("example.com", english, endpoint.replace("/api/seo/analyze", "/down")),
    ).toEqual({
      ok: false,
      reason: "The analyzer answered with an error (HTTP 502).",
      retryable: true,
      advice: "Please try again.",
    });
  });

  it("says when the analyzer cannot be reached", async () => {
    expect(await requestAnalysis("example.com", english, "http://127.0.0.1:1/api/seo/analyze")).toEqual({
      ok: false,
      reason: "We could not reach the analyzer.",
      retryable: true,
      advice: "Check your connection and try again.",
    });
  });
});

describe("requestAnalysis from a Spanish page", () => {
  it("returns the same report, the findings named for the page to word", async () => {
    const [inSpanish, inEnglish] = await Promise.all([
      requestAnalysis(site.url("/"), spanish, endpoint),
      requestAnalysis(site.url("/"), english, endpoint),
    ]);
    expect(inSpanish).toEqual(inEnglish);
    expect(inSpanish.ok && inSpanish.result.issues.map((issue) => issue.id)).toContain("robotsBlocks");
  });

  it("has the server word a failure in Spanish, with whether trying again helps", async () => {
    expect(await requestAnalysis(site.url("/nothing-here"), spanish, endpoint)).toEqual({
      ok: false,
      reason: "No se encontró la página.",
      retryable: false,
      advice: "Revise la dirección: volver a intentarlo no servirá.",
    });
  });

  it("words its own failures in Spanish", async () => {
    expect(await requestAnalysis("example.com", spanish, "http://127.0.0.1:1/api/seo/analyze")).toEqual({
      ok: false,
      reason: "No pudimos comunicarnos con el analizador.",
      retryable: true,
      advice: "Revise su conexión e inténtelo de nuevo.",
    });
    expect(
      await requestAnalysis("example.com", spanish, endpoint.replace("/api/seo/analyze", "/down")),
    ).toEqual({
      ok: false,
      reason: "El analizador respondió con un error (HTTP 502).",
      retryable: true,
      advice: "Inténtelo de nuevo.",
    });
  });
});
