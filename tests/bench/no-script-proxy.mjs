// The site's own pages with every script removed, served gzip-compressed like `next start` serves them:
// what the HTML, CSS, fonts and images score alone, the ceiling the scripts are measured against.
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*\bas="script"[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/gi;

/** The page's HTML without its scripts (inline, external and preloaded). */
export function withoutScripts(html) {
  return html.replace(SCRIPT, "").replace(SCRIPT_PRELOAD, "");
}

const textual = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;

/**
 * Serves `origin` on 127.0.0.1:`port` with the scripts stripped from every HTML answer.
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startNoScriptProxy(origin, port) {
  const server = createServer(async (request, response) => {
    try {
      const upstream = await fetch(origin + request.url, { redirect: "manual" });
      const type = upstream.headers.get("content-type") ?? "";
      let body = Buffer.from(await upstream.arrayBuffer());
      if (type.startsWith("text/html")) body = Buffer.from(withoutScripts(body.toString("utf8")));
      const headers = {
        "content-type": type,
        "cache-control": upstream.headers.get("cache-control") ?? "no-store",
      };
      const location = upstream.headers.get("location");
      if (location) headers.location = location;
      if (textual.test(type) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
        body = gzipSync(body);
        headers["content-encoding"] = "gzip";
      }
      response.writeHead(upstream.status, headers).end(body);
    } catch (error) {
      response.writeHead(502).end(String(error));
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        origin: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      }),
    );
  });
}
