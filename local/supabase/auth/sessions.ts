// Sessions and tokens: access tokens (JWT), refresh-token rotation with GoTrue's reuse interval, the
// token endpoint's grants, and the bearer check of /user and /logout.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { type AuthContext, clientAddress, nowSeconds, type Queryable } from "./context.ts";
import { AuthError } from "./errors.ts";
import { type Body, MAX_EMAIL_LENGTH, textField } from "./input.ts";
import { findUser, findUserByEmail, type UserRow, userJson } from "./users.ts";

const FLOW_STATE_TTL_SECONDS = 300;

export function createSessions(ctx: AuthContext) {
  const { config, pool, secret, issuer } = ctx;

  async function accessToken(u: UserRow, sessionId: string, method: string, issuedAt: number) {
    const exp = issuedAt + config.jwtExpiry;
    const token = await new SignJWT({
      aud: "authenticated",
      email: u.email,
      phone: u.phone ?? "",
      app_metadata: u.raw_app_meta_data ?? {},
      user_metadata: u.raw_user_meta_data ?? {},
      role: "authenticated",
      aal: "aal1",
      amr: [{ method, timestamp: issuedAt }],
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer(issuer)
      .setSubject(u.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(exp)
      .sign(secret);
    return { token, exp };
  }

  async function newRefreshToken(db: Queryable, u: UserRow, sessionId: string, parent: string | null) {
    const token = randomBytes(16).toString("base64url");
    await db.query(
      `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ($1, $2, false, now(), now(), $3, $4)`,
      [token, u.id, parent, sessionId],
    );
    return token;
  }

  async function sessionResponse(
    db: Queryable,
    u: UserRow,
    sessionId: string,
    refreshToken: string,
    method: string,
  ) {
    const fresh = (await findUser(db, u.id)) ?? u;
    const { token, exp } = await accessToken(fresh, sessionId, method, nowSeconds());
    return {
      access_token: token,
      token_type: "bearer",
      expires_in: config.jwtExpiry,
      expires_at: exp,
      refresh_token: refreshToken,
      user: await userJson(db, fresh),
    };
  }

  async function issueSession(db: Queryable, u: UserRow, method: string, req: IncomingMessage) {
    const sessionId = randomUUID();
    await db.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
       values ($1, $2, now(), now(), 'aal1', $3, $4)`,
      [sessionId, u.id, req.headers["user-agent"] ?? null, clientAddress(req)],
    );
    await db.query("update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1", [u.id]);
    await db.query("update auth.identities set last_sign_in_at = now() where user_id = $1", [u.id]);
    const refresh = await newRefreshToken(db, u, sessionId, null);
    return sessionResponse(db, u, sessionId, refresh, method);
  }

  async function passwordGrant(req: IncomingMessage, body: Body) {
    await ctx.limits.request("signIn", clientAddress(req));
    // Not checked for shape: any address that is not an account's gets the same answer.
    const email = textField(body, "email", MAX_EMAIL_LENGTH).trim().toLowerCase();
    const password = textField(body, "password");
    if (!email || !password) throw new AuthError(400, "validation_failed", "missing email or phone");
    const user = await findUserByEmail(pool, email);
    // Unknown addresses are compared against a dummy hash: both answers take a bcrypt comparison.
    const ok = await ctx.hasher.compare(password, user?.encrypted_password);
    // Counted per address only (GoTrue's model): a budget per account would let anyone lock its owner out.
    if (!user || !ok) {
      throw new AuthError(400, "invalid_credentials", "Invalid login credentials");
    }
    if (user.banned_until && new Date(user.banned_until) > new Date()) {
      throw new AuthError(400, "user_banned", "User is banned");
    }
    if (!user.email_confirmed_at) throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
    return ctx.transaction((db) => issueSession(db, user, "password", req));
  }

  async function refreshGrant(req: IncomingMessage, body: Body) {
    await ctx.limits.request("refresh", clientAddress(req));
    const presented = textField(body, "refresh_token");
    if (!presented) throw new AuthError(400, "validation_failed", "refresh_token required");
    const notFound = () =>
      new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    const outcome = await ctx.transaction(async (db) => {
      const r = await db.query<{
        id: string;
        token: string;
        user_id: string;
        revoked: boolean;
        updated_at: Date;
        session_id: string | null;
      }>("select * from auth.refresh_tokens where token = $1 for update", [presented]);
      const row = r.rows[0];
      if (!row?.session_id) throw notFound();
      const session = await db.query("select 1 from auth.sessions where id = $1", [row.session_id]);
      if (session.rowCount === 0) throw notFound();
      const user = await findUser(db, row.user_id);
      if (!user) throw notFound();
      if (row.revoked) {
        // Within the reuse interval a spent token stands for its session's newest one: parallel
        // refreshes of one expired session (several tabs, a page and its server) all stay signed in.
        const age = (Date.now() - new Date(row.updated_at).getTime()) / 1000;
        const newest = await db.query<{ token: string }>(
          "select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1",
          [row.session_id],
        );
        if (age < config.refreshTokenReuseInterval && newest.rows[0]) {
          return sessionResponse(db, user, row.session_id, newest.rows[0].token, "token_refresh");
        }
        // A spent token came back later: treat the whole session's token family as compromised.
        await db.query(
          "update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1",
          [row.session_id],
        );
        // Returned rather than thrown so the revocation above is committed.
        return new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
      }
      await db.query("update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1", [
        row.id,
      ]);
      await db.query("update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1", [
        row.session_id,
      ]);
      const next = await newRefreshToken(db, user, row.session_id, row.token);
      return sessionResponse(db, user, row.session_id, next, "token_refresh");
    });
    if (outcome instanceof AuthError) throw outcome;
    return outcome;
  }

  async function pkceGrant(req: IncomingMessage, body: Body) {
    const authCode = textField(body, "auth_code");
    const verifier = textField(body, "code_verifier");
    if (!authCode || !verifier) {
      throw new AuthError(
        400,
        "validation_failed",
        "invalid request: both auth code and code verifier should be non-empty",
      );
    }
    return ctx.transaction(async (db) => {
      const r = await db.query<{
        id: string;
        user_id: string;
        code_challenge: string;
        code_challenge_method: string;
        auth_code_issued_at: Date | null;
      }>("select * from auth.flow_state where auth_code = $1 for update", [authCode]);
      const flow = r.rows[0];
      if (!flow?.auth_code_issued_at) {
        throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
      }
      if (Date.now() - new Date(flow.auth_code_issued_at).getTime() > FLOW_STATE_TTL_SECONDS * 1000) {
        throw new AuthError(404, "flow_state_expired", "invalid flow state, flow state has expired");
      }
      const expected =
        flow.code_challenge_method === "s256"
          ? createHash("sha256").update(verifier).digest("base64url")
          : verifier;
      if (expected !== flow.code_challenge) {
        throw new AuthError(
          403,
          "bad_code_verifier",
          "code challenge does not match previously saved code verifier",
        );
      }
      await db.query("delete from auth.flow_state where id = $1", [flow.id]);
      const user = await findUser(db, flow.user_id);
      if (!user) throw new AuthError(404, "user_not_found", "User not found");
      return issueSession(db, user, "otp", req);
    });
  }

  /** The claims of the request's bearer token, verified with the stack's key. */
  async function bearerClaims(req: IncomingMessage): Promise<Record<string, unknown>> {
    const header = req.headers.authorization ?? "";
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match?.[1]) throw new AuthError(401, "no_authorization", "This endpoint requires a bearer token");
    try {
      return (await jwtVerify(match[1], secret, { algorithms: ["HS256"] })).payload;
    } catch (error) {
      const reason =
        error instanceof joseErrors.JWTExpired
          ? "token has invalid claims: token is expired"
          : (error as Error).message;
      throw new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`);
    }
  }

  async function bearerUser(req: IncomingMessage, db: Queryable) {
    const claims = await bearerClaims(req);
    if (typeof claims.sub !== "string" || claims.sub === "") {
      throw new AuthError(403, "bad_jwt", "invalid claim: missing sub claim");
    }
    const user = await findUser(db, claims.sub);
    if (!user) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
    const sessionId = typeof claims.session_id === "string" ? claims.session_id : null;
    if (sessionId) {
      const s = await db.query("select 1 from auth.sessions where id = $1", [sessionId]);
      if (s.rowCount === 0) {
        throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
      }
    }
    return { user, sessionId, claims };
  }

  /** The admin endpoints' guard: a valid token of the service_role (the server's own key), as GoTrue asks. */
  async function requireServiceRole(req: IncomingMessage) {
    const claims = await bearerClaims(req);
    if (claims.role !== "service_role" && claims.role !== "supabase_admin") {
      throw new AuthError(403, "not_admin", "User not allowed");
    }
  }

  async function logout(req: IncomingMessage, scope: string) {
    if (!["global", "local", "others"].includes(scope)) {
      throw new AuthError(400, "validation_failed", "Unsupported logout scope");
    }
    const { user, sessionId } = await bearerUser(req, pool);
    if (scope === "global" || !sessionId) {
      await pool.query("delete from auth.sessions where user_id = $1", [user.id]);
    } else if (scope === "local") {
      await pool.query("delete from auth.sessions where id = $1", [sessionId]);
    } else {
      await pool.query("delete from auth.sessions where user_id = $1 and id <> $2", [user.id, sessionId]);
    }
  }

  return { issueSession, passwordGrant, refreshGrant, pkceGrant, bearerUser, requireServiceRole, logout };
}
