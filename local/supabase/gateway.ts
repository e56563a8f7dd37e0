import {
  Agent,
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AuthService } from "./auth.ts";
import { portError } from "./db.ts";
import type { Mailer } from "./mail.ts";

export interface GatewayOptions {
  port: number;
  postgrestPort: number;
  anonKey: string;
  serviceRoleKey: string;
  allowedOrigins: string[];
  auth: AuthService;
  mailer: Mailer;
}

/**
 * Connections to PostgREST are kept open between requests, as Supabase's own gateway keeps them: a new one
 * per request cost this process and PostgREST a connect and a close each time (a third of a millisecond of
 * a lead's time under load). Idle ones are closed here well before PostgREST's own 30 s idle limit, so a
 * request never goes out on a connection PostgREST is closing.
 */
const REST_AGENT_IDLE_MS = 10_000;

/** How long a REST request waits for a PostgREST being restarted (its backoff tops out at 5 s). */
const REST_RESTART_WAIT_MS = 15_000;

// Reachable without an apikey on hosted Supabase too: the email link and health checks.
const OPEN_PATHS = new Set(["/auth/v1/verify", "/auth/v1/health", "/health"]);

const ALLOWED_HEADERS =
  "authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, " +
  "x-supabase-api-version, x-retry-count, accept, accept-encoding";
const EXPOSED_HEADERS =
  "content-range, content-location, x-supabase-api-version, preference-applied, location";

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function startGateway(options: GatewayOptions): Promise<{ server: Server; port: number }> {
  const allowed = new Set(options.allowedOrigins);
  const restAgent = new Agent({ keepAlive: true, timeout: REST_AGENT_IDLE_MS });

  /**
   * Sends a request on to PostgREST. While PostgREST is being restarted the request waits and is sent
   * again, for up to REST_RESTART_WAIT_MS, in the two cases where PostgREST did nothing with it: the port
   * refused the connection, or PostgREST answered PGRST002 (it has no database connection yet, or is
   * closing it on its way out). A request cut off once PostgREST had it is answered 502, never repeated.
   */
  async function proxyRest(req: IncomingMessage, res: ServerResponse, path: string, apikey: string) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    // Connection is hop-by-hop: the client's connection is not the one to PostgREST.
    const { connection: _hop, ...forwarded } = req.headers;
    const headers = { ...forwarded, host: `127.0.0.1:${options.postgrestPort}` };
    if (!headers.authorization) headers.authorization = `Bearer ${apikey}`;
    const deadline = Date.now() + REST_RESTART_WAIT_MS;
    for (let wait = 50; ; wait = Math.min(wait * 2, 500)) {
      const lastTry = Date.now() + wait > deadline;
      const outcome = await new Promise<"sent" | "not served" | Error>((resolve) => {
        const upstream = request(
          {
            host: "127.0.0.1",
            port: options.postgrestPort,
            method: req.method,
            path,
            headers,
            agent: restAgent,
          },
          (up) => {
            if (up.statusCode !== 503 || lastTry) {
              res.writeHead(up.statusCode ?? 502, up.headers);
              up.pipe(res);
              resolve("sent");
              return;
            }
            const answer: Buffer[] = [];
            up.on("data", (chunk: Buffer) => answer.push(chunk));
            up.on("error", (error) => resolve(error));
            up.on("end", () => {
              const text = Buffer.concat(answer);
              if (text.includes("PGRST002")) return resolve("not served");
              res.writeHead(503, up.headers);
              res.end(text);
              resolve("sent");
            });
          },
        );
        upstream.on("error", (error) => resolve(error));
        upstream.end(body);
      });
      if (outcome === "sent") return;
      const retry = outcome === "not served" || (outcome as NodeJS.ErrnoException).code === "ECONNREFUSED";
      if (!retry || lastTry) {
        const reason = outcome === "not served" ? "it has no database connection" : outcome.message;
        if (!res.headersSent) json(res, 502, { message: `The REST service is not reachable: ${reason}` });
        else res.destroy();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://gateway.local");
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Allow-Credentials", "true");
      res.setHeader("Access-Control-Expose-Headers", EXPOSED_HEADERS);
      res.setHeader("Vary", "Origin");
    }
    if (req.method === "OPTIONS") {
      if (origin && allowed.has(origin)) {
        res.setHeader("Access-Control-Allow-Methods", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
        res.setHeader(
          "Access-Control-Allow-Headers",
          req.headers["access-control-request-headers"] ?? ALLOWED_HEADERS,
        );
        res.setHeader("Access-Control-Max-Age", "86400");
      }
      res.writeHead(204);
      res.end();
      return;
    }
    if (url.pathname === "/health") return json(res, 200, { status: "ok" });

    const apikey = String(req.headers.apikey ?? url.searchParams.get("apikey") ?? "");
    const open = OPEN_PATHS.has(url.pathname) && req.method === "GET";
    if (!open) {
      if (!apikey) {
        return json(res, 401, {
          message: "No API key found in request",
          hint: "No `apikey` request header or url param was found.",
        });
      }
      if (apikey !== options.anonKey && apikey !== options.serviceRoleKey) {
        return json(res, 401, {
          message: "Invalid API key",
          hint: "Double check your Supabase `anon` or `service_role` API key.",
        });
      }
    }

    if (url.pathname === "/rest/v1" || url.pathname.startsWith("/rest/v1/")) {
      const rest = url.pathname.slice("/rest/v1".length) || "/";
      return proxyRest(req, res, rest + url.search, apikey || options.anonKey);
    }
    if (url.pathname.startsWith("/auth/v1/")) {
      return options.auth.handle(req, res, url.pathname.slice("/auth/v1".length), url.searchParams);
    }
    if (url.pathname === "/_local/outbox" && req.method === "GET") {
      if (apikey !== options.serviceRoleKey) {
        return json(res, 403, { message: "The outbox needs the service_role key" });
      }
      const to = url.searchParams.get("to")?.toLowerCase();
      const messages = options.mailer.outbox().filter((m) => !to || m.to.toLowerCase() === to);
      return json(res, 200, messages);
    }
    return json(res, 404, { message: "no Route matched with those values" });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error("[supabase gateway]", error);
      if (!res.headersSent) json(res, 500, { message: "Gateway error" });
      else res.destroy();
    });
  });
  server.on("close", () => restAgent.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once("error", async (error) => reject(await portError(options.port, "API gateway", error)));
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return { server, port };
}
