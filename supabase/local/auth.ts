// The local auth service. It follows the GoTrue HTTP contract that @supabase/auth-js 2.x uses
// (request and response shapes, error codes and statuses), storing its data in the auth schema with
// hosted Supabase's table and column names.
import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import bcrypt from "bcryptjs";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type pg from "pg";
import type { AuthConfig } from "./config.ts";
import type { Mailer } from "./mail.ts";

export const API_VERSION = "2024-01-01";
const API_VERSION_TIME = Date.parse("2024-01-01T00:00:00Z");
const FLOW_STATE_TTL_SECONDS = 300;
const MAX_PASSWORD_LENGTH = 72;
const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

type Queryable = Pick<pg.PoolClient, "query">;

export interface AuthServiceOptions {
  pool: pg.Pool;
  jwtSecret: string;
  /** Public URL of the gateway, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  config: AuthConfig;
  mailer: Mailer;
}

export interface AuthService {
  handle(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void>;
  /** Creates a confirmed user directly (used for the first local admin). */
  createConfirmedUser(email: string, password: string, data?: Record<string, unknown>): Promise<string>;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);
const nowSeconds = () => Math.floor(Date.now() / 1000);

function tokenHash(email: string, otp: string): string {
  return createHash("sha224")
    .update(email + otp)
    .digest("hex");
}

function globToRegExp(pattern: string): RegExp {
  const source = pattern
    .split("**")
    .map((part) =>
      part
        .split("*")
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join("[^/]*"),
    )
    .join(".*");
  return new RegExp(`^${source}$`);
}

export function createAuthService(options: AuthServiceOptions): AuthService {
  const { pool, config, mailer } = options;
  const secret = new TextEncoder().encode(options.jwtSecret);
  const issuer = `${options.apiUrl}/auth/v1`;

  function validRedirect(candidate: string | null | undefined): string {
    if (!candidate) return config.siteUrl;
    try {
      const url = new URL(candidate);
      if (url.origin === new URL(config.siteUrl).origin) return candidate;
      if (config.additionalRedirectUrls.some((p) => p === candidate || globToRegExp(p).test(candidate))) {
        return candidate;
      }
    } catch {
      // not a URL: fall back to the site URL, as GoTrue does
    }
    return config.siteUrl;
  }

  async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
    const r = await db.query<IdentityRow>(
      "select * from auth.identities where user_id = $1 order by created_at",
      [userId],
    );
    return r.rows;
  }

  async function userJson(db: Queryable, u: UserRow): Promise<Record<string, unknown>> {
    const identities = await identitiesOf(db, u.id);
    return {
      id: u.id,
      aud: u.aud,
      role: u.role,
      email: u.email,
      email_confirmed_at: iso(u.email_confirmed_at),
      phone: u.phone ?? "",
      confirmation_sent_at: iso(u.confirmation_sent_at),
      recovery_sent_at: iso(u.recovery_sent_at),
      confirmed_at: iso(u.confirmed_at),
      last_sign_in_at: iso(u.last_sign_in_at),
      app_metadata: u.raw_app_meta_data ?? {},
      user_metadata: u.raw_user_meta_data ?? {},
      identities: identities.map((i) => ({
        identity_id: i.id,
        id: i.provider_id,
        user_id: i.user_id,
        identity_data: i.identity_data,
        provider: i.provider,
        last_sign_in_at: iso(i.last_sign_in_at),
        created_at: iso(i.created_at),
        updated_at: iso(i.updated_at),
        email: i.email ?? undefined,
      })),
      created_at: iso(u.created_at),
      updated_at: iso(u.updated_at),
      is_anonymous: u.is_anonymous,
    };
  }

  async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
    const r = await db.query<UserRow>("select * from auth.users where lower(email) = lower($1)", [email]);
    return r.rows[0];
  }

  async function findUser(db: Queryable, id: string): Promise<UserRow | undefined> {
    const r = await db.query<UserRow>("select * from auth.users where id = $1", [id]);
    return r.rows[0];
  }

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
      [
        sessionId,
        u.id,
        req.headers["user-agent"] ?? null,
        req.socket.remoteAddress?.replace(/^::ffff:/, "") ?? null,
      ],
    );
    await db.query("update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1", [u.id]);
    await db.query("update auth.identities set last_sign_in_at = now() where user_id = $1", [u.id]);
    const refresh = await newRefreshToken(db, u, sessionId, null);
    return sessionResponse(db, u, sessionId, refresh, method);
  }

  async function transaction<T>(work: (db: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query("begin");
      const result = await work(client);
      await client.query("commit");
      return result;
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  function checkPassword(password: unknown): string {
    if (typeof password !== "string" || password === "") {
      throw new AuthError(422, "validation_failed", "Signup requires a valid password");
    }
    if (password.length < config.minimumPasswordLength) {
      throw new AuthError(
        422,
        "weak_password",
        `Password should be at least ${config.minimumPasswordLength} characters.`,
        { weak_password: { reasons: ["length"] } },
      );
    }
    if (password.length > MAX_PASSWORD_LENGTH) {
      throw new AuthError(
        422,
        "validation_failed",
        `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
      );
    }
    return password;
  }

  function checkEmail(email: unknown): string {
    if (typeof email !== "string" || email.trim() === "") {
      throw new AuthError(422, "validation_failed", "To signup, please provide your email");
    }
    const normalized = email.trim().toLowerCase();
    if (normalized.length > 255 || !EMAIL_SHAPE.test(normalized)) {
      throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
    }
    return normalized;
  }

  function pkceParams(body: Record<string, unknown>): { challenge: string; method: string } | null {
    const challenge = typeof body.code_challenge === "string" ? body.code_challenge : "";
    const method =
      typeof body.code_challenge_method === "string" ? body.code_challenge_method.toLowerCase() : "";
    if (!challenge && !method) return null;
    if (!challenge || !method) {
      throw new AuthError(
        400,
        "validation_failed",
        "PKCE flow requires code_challenge_method and code_challenge",
      );
    }
    if (method !== "s256" && method !== "plain") {
      throw new AuthError(400, "validation_failed", "code challenge method not supported");
    }
    return { challenge, method };
  }

  async function createFlowState(
    db: Queryable,
    userId: string,
    pkce: { challenge: string; method: string },
    kind: string,
  ) {
    await db.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
         authentication_method, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'email', $6, now(), now())`,
      [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, kind],
    );
  }

  function checkFrequency(sentAt: Date | null) {
    if (!sentAt) return;
    const elapsed = (Date.now() - new Date(sentAt).getTime()) / 1000;
    if (elapsed < config.maxFrequency) {
      const wait = Math.ceil(config.maxFrequency - elapsed);
      throw new AuthError(
        429,
        "over_email_send_rate_limit",
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    }
  }

  async function sendLinkMail(
    db: Queryable,
    u: UserRow,
    kind: "signup" | "recovery",
    redirectTo: string,
    pkce: { challenge: string; method: string } | null,
  ) {
    const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const hash = tokenHash(u.email, otp);
    const stored = pkce ? `pkce_${hash}` : hash;
    if (kind === "signup") {
      await db.query(
        "update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1",
        [u.id, stored],
      );
    } else {
      await db.query("update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1", [
        u.id,
        stored,
      ]);
    }
    if (pkce) await createFlowState(db, u.id, pkce, kind === "signup" ? "email/signup" : "recovery");
    const link = `${issuer}/verify?token=${encodeURIComponent(stored)}&type=${kind}&redirect_to=${encodeURIComponent(redirectTo)}`;
    const subject = kind === "signup" ? "Confirm Your Signup" : "Reset Your Password";
    const action = kind === "signup" ? "confirm your user" : "reset the password";
    await mailer.send({
      to: u.email,
      subject,
      type: kind,
      link,
      text: `Follow this link to ${action}: ${link}\nOr enter the code: ${otp}`,
      html: `<h2>${subject}</h2><p>Follow this link to ${action}:</p><p><a href="${link}">${subject}</a></p><p>Or enter the code: ${otp}</p>`,
    });
  }

  async function bearerUser(req: IncomingMessage, db: Queryable) {
    const header = req.headers.authorization ?? "";
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match?.[1]) throw new AuthError(401, "no_authorization", "This endpoint requires a bearer token");
    let claims: Record<string, unknown>;
    try {
      claims = (await jwtVerify(match[1], secret, { algorithms: ["HS256"] })).payload;
    } catch (error) {
      const reason =
        error instanceof joseErrors.JWTExpired
          ? "token has invalid claims: token is expired"
          : (error as Error).message;
      throw new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`);
    }
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

  async function signup(req: IncomingMessage, body: Record<string, unknown>, query: URLSearchParams) {
    if (!config.enableSignup)
      throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
    const email = checkEmail(body.email);
    const password = checkPassword(body.password);
    const pkce = pkceParams(body);
    const data = body.data && typeof body.data === "object" ? (body.data as Record<string, unknown>) : {};
    const redirectTo = validRedirect(query.get("redirect_to"));
    const hashed = await bcrypt.hash(password, 10);
    return transaction(async (db) => {
      const existing = await findUserByEmail(db, email);
      if (existing) {
        if (existing.email_confirmed_at) {
          if (!config.enableConfirmations)
            throw new AuthError(422, "user_already_exists", "User already registered");
          // Same-looking reply as a new sign-up so the form does not reveal who has an account.
          const now = new Date().toISOString();
          return {
            status: 200,
            body: {
              id: randomUUID(),
              aud: "authenticated",
              role: "authenticated",
              email,
              phone: "",
              confirmation_sent_at: now,
              app_metadata: { provider: "email", providers: ["email"] },
              user_metadata: {},
              identities: [],
              created_at: now,
              updated_at: now,
              is_anonymous: false,
            },
          };
        }
        checkFrequency(existing.confirmation_sent_at);
        await sendLinkMail(db, existing, "signup", redirectTo, pkce);
        return { status: 200, body: await userJson(db, (await findUser(db, existing.id)) ?? existing) };
      }
      const id = randomUUID();
      const meta = { ...data, sub: id, email, email_verified: false, phone_verified: false };
      await db.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
           raw_user_meta_data, is_super_admin, created_at, updated_at, email_confirmed_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4, $5,
           false, now(), now(), $6)`,
        [
          id,
          email,
          hashed,
          JSON.stringify({ provider: "email", providers: ["email"] }),
          JSON.stringify(meta),
          config.enableConfirmations ? null : new Date(),
        ],
      );
      await db.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         values ($1::text, $1::uuid, $2, 'email', now(), now())`,
        [id, JSON.stringify({ sub: id, email, email_verified: false, phone_verified: false })],
      );
      const user = (await findUser(db, id)) as UserRow;
      if (!config.enableConfirmations) {
        return { status: 200, body: await issueSession(db, user, "password", req) };
      }
      await sendLinkMail(db, user, "signup", redirectTo, pkce);
      return { status: 200, body: await userJson(db, (await findUser(db, id)) ?? user) };
    });
  }

  async function confirmUser(db: Queryable, u: UserRow, kind: "signup" | "recovery" | "email") {
    if (kind === "recovery") {
      await db.query(
        "update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1",
        [u.id],
      );
    } else {
      await db.query(
        "update auth.users set confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1",
        [u.id],
      );
    }
    await db.query(
      `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
       where id = $1 and raw_user_meta_data ? 'email_verified'`,
      [u.id],
    );
    await db.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
       where user_id = $1 and provider = 'email'`,
      [u.id],
    );
  }

  /** Finds the user an email token belongs to; null when unknown or expired. */
  async function userForToken(
    db: Queryable,
    token: string,
    type: string,
  ): Promise<{ user: UserRow; kind: "signup" | "recovery" } | null> {
    const kinds: Array<"signup" | "recovery"> =
      type === "recovery" ? ["recovery"] : type === "signup" ? ["signup"] : ["signup", "recovery"];
    for (const kind of kinds) {
      const column = kind === "signup" ? "confirmation_token" : "recovery_token";
      const sent = kind === "signup" ? "confirmation_sent_at" : "recovery_sent_at";
      const r = await db.query<UserRow>(
        `select * from auth.users where ${column} <> '' and (${column} = $1 or ${column} = 'pkce_' || $1)
           and ${sent} > now() - make_interval(secs => $2)`,
        [token, config.otpExpiry],
      );
      if (r.rows[0]) return { user: r.rows[0], kind };
    }
    return null;
  }

  async function verifyGet(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
    const token = query.get("token") ?? "";
    const type = query.get("type") ?? "";
    const redirectTo = validRedirect(query.get("redirect_to"));
    const isPkce = token.startsWith("pkce_");
    const target = new URL(redirectTo);
    const redirect = (location: string) => {
      res.writeHead(303, { Location: location, "X-Supabase-Api-Version": API_VERSION });
      res.end();
    };
    const fail = (code: string, description: string) => {
      const params = new URLSearchParams({
        error: "access_denied",
        error_code: code,
        error_description: description,
      });
      if (isPkce) {
        for (const [k, v] of params) target.searchParams.set(k, v);
        redirect(target.toString());
      } else {
        target.hash = params.toString();
        redirect(target.toString());
      }
    };
    if (!token || !["signup", "recovery", "invite", "magiclink", "email"].includes(type)) {
      return fail("validation_failed", "Verify requires a token and a valid type");
    }
    const outcome = await transaction(async (db) => {
      const found = await userForToken(db, token, type);
      if (!found) return null;
      await confirmUser(db, found.user, found.kind);
      if (isPkce) {
        const method = found.kind === "signup" ? "email/signup" : "recovery";
        const flow = await db.query<{ id: string; auth_code: string }>(
          `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
           order by created_at desc limit 1`,
          [found.user.id, method],
        );
        const row = flow.rows[0];
        if (!row) return { step: "no_flow" as const };
        await db.query(
          "update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1",
          [row.id],
        );
        return { step: "code" as const, code: row.auth_code };
      }
      const session = await issueSession(db, found.user, found.kind === "signup" ? "otp" : "otp", req);
      return { step: "session" as const, session, kind: found.kind };
    });
    if (!outcome) return fail("otp_expired", "Email link is invalid or has expired");
    if (outcome.step === "no_flow") return fail("flow_state_not_found", "No flow state found for this link");
    if (outcome.step === "code") {
      target.searchParams.set("code", outcome.code);
      return redirect(target.toString());
    }
    const s = outcome.session;
    target.hash = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: "bearer",
      type: outcome.kind,
    }).toString();
    return redirect(target.toString());
  }

  async function verifyPost(req: IncomingMessage, body: Record<string, unknown>) {
    const type = typeof body.type === "string" ? body.type : "";
    let token = typeof body.token_hash === "string" ? body.token_hash : "";
    if (!token && typeof body.token === "string" && typeof body.email === "string") {
      token = tokenHash(body.email.trim().toLowerCase(), body.token);
    }
    if (!token || !type)
      throw new AuthError(400, "validation_failed", "Verify requires a token or a token hash");
    return transaction(async (db) => {
      const found = await userForToken(db, token, type);
      if (!found) throw new AuthError(403, "otp_expired", "Token has expired or is invalid");
      await confirmUser(db, found.user, found.kind);
      return issueSession(db, found.user, "otp", req);
    });
  }

  async function passwordGrant(req: IncomingMessage, body: Record<string, unknown>) {
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
    const password = typeof body.password === "string" ? body.password : "";
    if (!email || !password) throw new AuthError(400, "validation_failed", "missing email or phone");
    const user = await findUserByEmail(pool, email);
    const ok = user?.encrypted_password ? await bcrypt.compare(password, user.encrypted_password) : false;
    if (!user || !ok) throw new AuthError(400, "invalid_credentials", "Invalid login credentials");
    if (user.banned_until && new Date(user.banned_until) > new Date()) {
      throw new AuthError(400, "user_banned", "User is banned");
    }
    if (!user.email_confirmed_at) throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
    return transaction((db) => issueSession(db, user, "password", req));
  }

  async function refreshGrant(body: Record<string, unknown>) {
    const presented = typeof body.refresh_token === "string" ? body.refresh_token : "";
    if (!presented) throw new AuthError(400, "validation_failed", "refresh_token required");
    const outcome = await transaction(async (db) => {
      const r = await db.query<{
        id: string;
        token: string;
        user_id: string;
        revoked: boolean;
        updated_at: Date;
        session_id: string | null;
      }>("select * from auth.refresh_tokens where token = $1 for update", [presented]);
      const row = r.rows[0];
      if (!row?.session_id) {
        throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
      }
      const session = await db.query("select 1 from auth.sessions where id = $1", [row.session_id]);
      if (session.rowCount === 0) {
        throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
      }
      const user = await findUser(db, row.user_id);
      if (!user)
        throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
      if (row.revoked) {
        const age = (Date.now() - new Date(row.updated_at).getTime()) / 1000;
        const child = await db.query<{ token: string }>(
          "select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1",
          [row.session_id],
        );
        if (config.refreshTokenReuseInterval > 0 && age < config.refreshTokenReuseInterval && child.rows[0]) {
          return sessionResponse(db, user, row.session_id, child.rows[0].token, "token_refresh");
        }
        // A used token came back: treat the whole session's token family as compromised.
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

  async function pkceGrant(req: IncomingMessage, body: Record<string, unknown>) {
    const authCode = typeof body.auth_code === "string" ? body.auth_code : "";
    const verifier = typeof body.code_verifier === "string" ? body.code_verifier : "";
    if (!authCode || !verifier) {
      throw new AuthError(
        400,
        "validation_failed",
        "invalid request: both auth code and code verifier should be non-empty",
      );
    }
    return transaction(async (db) => {
      const r = await db.query<{
        id: string;
        user_id: string;
        code_challenge: string;
        code_challenge_method: string;
        auth_code_issued_at: Date | null;
        authentication_method: string;
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
      const method = flow.authentication_method === "recovery" ? "otp" : "otp";
      return issueSession(db, user, method, req);
    });
  }

  async function logout(req: IncomingMessage, query: URLSearchParams) {
    const scope = query.get("scope") ?? "global";
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

  async function updateUser(req: IncomingMessage, body: Record<string, unknown>) {
    const { user } = await bearerUser(req, pool);
    if (typeof body.email === "string" && body.email.trim().toLowerCase() !== user.email) {
      throw new AuthError(
        422,
        "validation_failed",
        "Changing the email address is not supported by the local auth service",
      );
    }
    if (body.password !== undefined) {
      const password = checkPassword(body.password);
      if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
        throw new AuthError(422, "same_password", "New password should be different from the old password.");
      }
      await pool.query("update auth.users set encrypted_password = $2, updated_at = now() where id = $1", [
        user.id,
        await bcrypt.hash(password, 10),
      ]);
    }
    if (body.data && typeof body.data === "object") {
      await pool.query(
        "update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1",
        [user.id, JSON.stringify(body.data)],
      );
    }
    return userJson(pool, (await findUser(pool, user.id)) ?? user);
  }

  async function recover(body: Record<string, unknown>, query: URLSearchParams) {
    const email = checkEmail(body.email);
    const pkce = pkceParams(body);
    const redirectTo = validRedirect(query.get("redirect_to"));
    await transaction(async (db) => {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      checkFrequency(user.recovery_sent_at);
      await sendLinkMail(db, user, "recovery", redirectTo, pkce);
    });
    return {};
  }

  async function resend(body: Record<string, unknown>, query: URLSearchParams) {
    const email = checkEmail(body.email);
    if (body.type !== "signup")
      throw new AuthError(400, "validation_failed", "Only type 'signup' can be resent locally");
    const pkce = pkceParams(body);
    const redirectTo = validRedirect(query.get("redirect_to"));
    await transaction(async (db) => {
      const user = await findUserByEmail(db, email);
      if (!user || user.email_confirmed_at) return;
      checkFrequency(user.confirmation_sent_at);
      await sendLinkMail(db, user, "signup", redirectTo, pkce);
    });
    return {};
  }

  function settings() {
    const providers = [
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
    const external: Record<string, boolean> = { email: true };
    for (const p of providers) external[p] = false;
    return {
      external,
      disable_signup: !config.enableSignup,
      mailer_autoconfirm: !config.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    };
  }

  function send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown) {
    res.setHeader("X-Supabase-Api-Version", API_VERSION);
    if (status === 204) {
      res.writeHead(204);
      res.end();
      return;
    }
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
    void req;
  }

  function sendError(req: IncomingMessage, res: ServerResponse, error: AuthError) {
    const requested = Date.parse(String(req.headers["x-supabase-api-version"] ?? ""));
    const body =
      !Number.isNaN(requested) && requested >= API_VERSION_TIME
        ? { code: error.code, message: error.message, ...error.extra }
        : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
    send(req, res, error.status, body);
  }

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > 1_000_000) throw new AuthError(413, "request_too_large", "Request body too large");
      chunks.push(chunk as Buffer);
    }
    const text = Buffer.concat(chunks).toString("utf8");
    if (text.trim() === "") return {};
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
    } catch {
      throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    const method = req.method ?? "GET";
    try {
      if (method === "GET" && path === "/health") {
        return send(req, res, 200, {
          version: "local",
          name: "GoTrue",
          description: "GoTrue-compatible local auth service",
        });
      }
      if (method === "GET" && path === "/settings") return send(req, res, 200, settings());
      if (method === "GET" && path === "/verify") return await verifyGet(req, res, query);
      if (method === "GET" && path === "/user") {
        const { user } = await bearerUser(req, pool);
        return send(req, res, 200, await userJson(pool, user));
      }
      if (method === "PUT" && path === "/user")
        return send(req, res, 200, await updateUser(req, await readJson(req)));
      if (method === "POST" && path === "/logout") {
        await logout(req, query);
        return send(req, res, 204, null);
      }
      if (method === "POST") {
        const body = await readJson(req);
        if (path === "/signup") {
          const result = await signup(req, body, query);
          return send(req, res, result.status, result.body);
        }
        if (path === "/verify") return send(req, res, 200, await verifyPost(req, body));
        if (path === "/recover") return send(req, res, 200, await recover(body, query));
        if (path === "/resend") return send(req, res, 200, await resend(body, query));
        if (path === "/token") {
          const grant = query.get("grant_type");
          if (grant === "password") return send(req, res, 200, await passwordGrant(req, body));
          if (grant === "refresh_token") return send(req, res, 200, await refreshGrant(body));
          if (grant === "pkce") return send(req, res, 200, await pkceGrant(req, body));
          throw new AuthError(400, "unsupported_grant_type", "unsupported_grant_type");
        }
      }
      throw new AuthError(404, "not_found", "Path not found");
    } catch (error) {
      if (error instanceof AuthError) return sendError(req, res, error);
      console.error("[supabase auth] unexpected error", error);
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
  }

  async function createConfirmedUser(email: string, password: string, data: Record<string, unknown> = {}) {
    const normalized = checkEmail(email);
    const hashed = await bcrypt.hash(checkPassword(password), 10);
    return transaction(async (db) => {
      const id = randomUUID();
      await db.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
           raw_user_meta_data, is_super_admin, created_at, updated_at, email_confirmed_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4, $5,
           false, now(), now(), now())`,
        [
          id,
          normalized,
          hashed,
          JSON.stringify({ provider: "email", providers: ["email"] }),
          JSON.stringify({
            ...data,
            sub: id,
            email: normalized,
            email_verified: true,
            phone_verified: false,
          }),
        ],
      );
      await db.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         values ($1::text, $1::uuid, $2, 'email', now(), now())`,
        [id, JSON.stringify({ sub: id, email: normalized, email_verified: true, phone_verified: false })],
      );
      return id;
    });
  }

  return { handle, createConfirmedUser };
}
