// The auth service's HTTP side: routes of the GoTrue contract and its two error body versions.
import type { IncomingMessage, ServerResponse } from "node:http";
import { type AuthContext, clientAddress } from "./context.ts";
import { AuthError } from "./errors.ts";
import { API_VERSION, type createFlows } from "./flows.ts";
import { readJson } from "./input.ts";
import type { createSessions } from "./sessions.ts";
import { userJson } from "./users.ts";

const API_VERSION_TIME = Date.parse(`${API_VERSION}T00:00:00Z`);
const EXTERNAL_PROVIDERS = [
  "anonymous_users",
  "apple",
  "azure",
  "bitbucket",
  "discord",
  "facebook",
  "figma",
  "fly",
  "github",
  "gitlab",
  "google",
  "keycloak",
  "kakao",
  "linkedin",
  "linkedin_oidc",
  "notion",
  "spotify",
  "slack",
  "slack_oidc",
  "workos",
  "twitch",
  "twitter",
  "x",
  "zoom",
  "phone",
];

function send(res: ServerResponse, status: number, body: unknown) {
  res.setHeader("X-Supabase-Api-Version", API_VERSION);
  if (status === 204) {
    res.writeHead(204);
    res.end();
    return;
  }
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

function sendError(req: IncomingMessage, res: ServerResponse, error: AuthError) {
  const requested = Date.parse(String(req.headers["x-supabase-api-version"] ?? ""));
  const body =
    !Number.isNaN(requested) && requested >= API_VERSION_TIME
      ? { code: error.code, message: error.message, ...error.extra }
      : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  send(res, error.status, body);
}

export function createRouter(
  ctx: AuthContext,
  sessions: ReturnType<typeof createSessions>,
  flows: ReturnType<typeof createFlows>,
) {
  const { config, pool } = ctx;

  function settings() {
    const external: Record<string, boolean> = { email: true };
    for (const p of EXTERNAL_PROVIDERS) external[p] = false;
    return {
      external,
      disable_signup: !config.enableSignup,
      mailer_autoconfirm: !config.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    };
  }

  async function route(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    const method = req.method ?? "GET";
    if (method === "GET" && path === "/health") {
      return send(res, 200, {
        version: "local",
        name: "GoTrue",
        description: "GoTrue-compatible local auth service",
      });
    }
    if (method === "GET" && path === "/settings") return send(res, 200, settings());
    if (method === "GET" && path === "/verify") return flows.verifyGet(req, res, query);
    if (method === "GET" && path === "/user") {
      const { user } = await sessions.bearerUser(req, pool);
      return send(res, 200, await userJson(pool, user));
    }
    if (method === "PUT" && path === "/user")
      return send(res, 200, await flows.updateUser(req, await readJson(req), query));
    if (method === "POST" && path === "/logout") {
      await sessions.logout(req, query.get("scope") ?? "global");
      return send(res, 204, null);
    }
    if (method === "POST") {
      const body = await readJson(req);
      if (path === "/signup") return send(res, 200, await flows.signup(req, body, query));
      if (path === "/verify") return send(res, 200, await flows.verifyPost(req, body));
      if (path === "/invite") return send(res, 200, await flows.invite(req, body, query));
      if (path === "/otp") return send(res, 200, await flows.otp(req, body, query));
      if (path === "/recover") return send(res, 200, await flows.recover(req, body, query));
      if (path === "/resend") return send(res, 200, await flows.resend(req, body, query));
      if (path === "/token") {
        const grant = query.get("grant_type");
        if (grant === "password") return send(res, 200, await sessions.passwordGrant(req, body));
        if (grant === "refresh_token") return send(res, 200, await sessions.refreshGrant(req, body));
        if (grant === "pkce") return send(res, 200, await sessions.pkceGrant(req, body));
        throw new AuthError(400, "unsupported_grant_type", "unsupported_grant_type");
      }
    }
    throw new AuthError(404, "not_found", "Path not found");
  }

  return async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
  ) {
    try {
      await route(req, res, path, query);
    } catch (error) {
      if (error instanceof AuthError) return sendError(req, res, error);
      console.error(
        `[supabase auth] unexpected error on ${req.method} ${path} from ${clientAddress(req)}`,
        error,
      );
      return sendError(
        req,
        res,
        new AuthError(
          500,
          "unexpected_failure",
          "Unexpected failure, please check server logs for more information",
        ),
      );
    }
  };
}
