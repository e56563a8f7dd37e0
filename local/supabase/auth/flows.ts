// The e-mail flows: sign-up, confirmation, recovery and sign-in (magic) links, one-time codes (verify),
// resend and the user's own updates, a change of address included. Replies never tell whether an address
// has an account.
import { createHmac, randomInt, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type AuthContext, clientAddress, type Queryable } from "./context.ts";
import { AuthError } from "./errors.ts";
import {
  type Body,
  checkPassword,
  metadataField,
  optionalEmail,
  queryText,
  requiredEmail,
  textField,
} from "./input.ts";
import { renderMail } from "./mail-templates.ts";
import type { createSessions } from "./sessions.ts";
import {
  confirmUser,
  findUser,
  findUserByEmail,
  insertUser,
  lookalikeUserJson,
  type UserRow,
  userJson,
} from "./users.ts";

export const API_VERSION = "2024-01-01";
type Pkce = { challenge: string; method: string };
type LinkKind = "signup" | "recovery" | "invite" | "magiclink";
const VERIFY_TYPES = ["signup", "recovery", "invite", "magiclink", "email", "email_change"];

/** What GoTrue answers the first of the two links of a change of address. */
const FIRST_OF_TWO = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/** The flow a PKCE link continues, as GoTrue names its authentication method (an invite's is a reset's). */
const flowMethod = (kind: LinkKind) =>
  kind === "signup" ? "email/signup" : kind === "magiclink" ? "magiclink" : "recovery";

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

function pkceParams(body: Body): Pkce | null {
  const challenge = textField(body, "code_challenge");
  const method = textField(body, "code_challenge_method").toLowerCase();
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

export function createFlows(ctx: AuthContext, sessions: ReturnType<typeof createSessions>) {
  const { config, mailer, pool, issuer } = ctx;

  /** The stored form of a one-time code: keyed, so it cannot be computed from an e-mail and a guess. */
  function codeHash(email: string, otp: string): string {
    return createHmac("sha224", ctx.secret)
      .update(email + otp)
      .digest("hex");
  }

  function validRedirect(candidate: string): string {
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

  function sentTooRecently(sentAt: Date | null): number {
    if (!sentAt) return 0;
    const elapsed = (Date.now() - new Date(sentAt).getTime()) / 1000;
    return elapsed < config.maxFrequency ? Math.ceil(config.maxFrequency - elapsed) : 0;
  }

  function checkFrequency(sentAt: Date | null) {
    const wait = sentTooRecently(sentAt);
    if (wait > 0) {
      throw new AuthError(
        429,
        "over_email_send_rate_limit",
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    }
  }

  const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

  const verifyLink = (token: string, type: string, redirectTo: string) =>
    `${issuer}/verify?token=${encodeURIComponent(token)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;

  /** A PKCE flow the link's verification continues: its code is exchanged for a session at /token. */
  async function startFlow(db: Queryable, userId: string, pkce: Pkce, method: string) {
    await db.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
         authentication_method, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'email', $6, now(), now())`,
      [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, method],
    );
  }

  async function sendLinkMail(
    db: Queryable,
    u: UserRow,
    kind: LinkKind,
    redirectTo: string,
    pkce: Pkce | null,
  ) {
    const otp = newCode();
    const hash = codeHash(u.email, otp);
    const stored = pkce ? `pkce_${hash}` : hash;
    // A magic link's token is kept where a reset's is, as GoTrue keeps it.
    const [column, sentAt] =
      kind === "recovery" || kind === "magiclink"
        ? ["recovery_token", "recovery_sent_at"]
        : ["confirmation_token", "confirmation_sent_at"];
    await db.query(`update auth.users set ${column} = $2, ${sentAt} = now() where id = $1`, [u.id, stored]);
    if (pkce) await startFlow(db, u.id, pkce, flowMethod(kind));
    await ctx.limits.codeIssued(u.email, db);
    const link = verifyLink(stored, kind, redirectTo);
    const template = kind === "signup" ? "confirmation" : kind === "magiclink" ? "magic_link" : kind;
    const mail = renderMail(config.mailTemplates, template, {
      ConfirmationURL: link,
      Token: otp,
      TokenHash: stored,
      SiteURL: config.siteUrl,
      Email: u.email,
      NewEmail: "",
      RedirectTo: redirectTo,
      SendingTo: u.email,
      Data: u.raw_user_meta_data ?? {},
    });
    await mailer.send({ to: u.email, type: kind, link, ...mail });
  }

  async function signup(req: IncomingMessage, body: Body, query: URLSearchParams) {
    await ctx.limits.request("signUp", clientAddress(req));
    if (!config.enableSignup)
      throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
    const email = requiredEmail(body);
    const password = checkPassword(body.password, config.minimumPasswordLength);
    const pkce = pkceParams(body);
    const data = metadataField(body) ?? {};
    const redirectTo = validRedirect(queryText(query, "redirect_to"));
    if (config.enableConfirmations) await ctx.limits.mailRequested(clientAddress(req));
    // Hashed before the address is looked up, so a taken address answers as slowly as a free one.
    const hashedPassword = await ctx.hasher.hash(password);
    return ctx.transaction(async (db) => {
      const existing = await findUserByEmail(db, email);
      if (existing?.email_confirmed_at) {
        if (!config.enableConfirmations)
          throw new AuthError(422, "user_already_exists", "User already registered");
        return lookalikeUserJson(email, data);
      }
      if (existing) {
        checkFrequency(existing.confirmation_sent_at);
        await sendLinkMail(db, existing, "signup", redirectTo, pkce);
        return userJson(db, (await findUser(db, existing.id)) ?? existing);
      }
      const id = await insertUser(db, {
        email,
        hashedPassword,
        data,
        confirmed: !config.enableConfirmations,
      });
      const user = (await findUser(db, id)) as UserRow;
      if (!config.enableConfirmations) return sessions.issueSession(db, user, "password", req);
      await sendLinkMail(db, user, "signup", redirectTo, pkce);
      return userJson(db, (await findUser(db, id)) ?? user);
    });
  }

  /** The user a one-time token belongs to, or null when unknown or expired. */
  async function userForToken(db: Queryable, token: string, type: string) {
    // An invitation's token is kept where a sign-up's is, as GoTrue keeps it.
    const kinds: ("signup" | "recovery")[] =
      type === "recovery"
        ? ["recovery"]
        : type === "signup" || type === "invite"
          ? ["signup"]
          : ["signup", "recovery"];
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
    await ctx.limits.request("verify", clientAddress(req));
    const token = queryText(query, "token");
    const type = queryText(query, "type");
    const isPkce = token.startsWith("pkce_");
    const target = new URL(validRedirect(queryText(query, "redirect_to")));
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
      if (isPkce) for (const [k, v] of params) target.searchParams.set(k, v);
      else target.hash = params.toString();
      redirect(target.toString());
    };
    if (!token || !VERIFY_TYPES.includes(type)) {
      return fail("validation_failed", "Verify requires a token and a valid type");
    }
    /** The code of the PKCE flow the link continues, for the redirect to exchange. */
    const issueCode = async (db: Queryable, userId: string, method: string) => {
      const flow = await db.query<{ id: string; auth_code: string }>(
        `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
         order by created_at desc limit 1`,
        [userId, method],
      );
      const row = flow.rows[0];
      if (!row) return { step: "no_flow" as const };
      await db.query(
        "update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1",
        [row.id],
      );
      return { step: "code" as const, code: row.auth_code };
    };
    const outcome = await ctx.transaction(async (db) => {
      if (type === "email_change") {
        const changed = await changeEmailByToken(db, token);
        if (!changed) return null;
        if (changed === "first of two") return { step: "message" as const };
        if (isPkce) return issueCode(db, changed.id, "email_change");
        const session = await sessions.issueSession(db, changed, "otp", req);
        return { step: "session" as const, session, kind: "email_change" };
      }
      const found = await userForToken(db, token, type);
      if (!found) return null;
      await confirmUser(db, found.user.id, found.kind);
      if (isPkce)
        return issueCode(db, found.user.id, flowMethod(type === "magiclink" ? "magiclink" : found.kind));
      const session = await sessions.issueSession(db, found.user, "otp", req);
      return { step: "session" as const, session, kind: found.kind };
    });
    if (!outcome) return fail("otp_expired", "Email link is invalid or has expired");
    if (outcome.step === "no_flow") return fail("flow_state_not_found", "No flow state found for this link");
    if (outcome.step === "message") {
      if (isPkce) target.searchParams.set("message", FIRST_OF_TWO);
      else target.hash = new URLSearchParams({ message: FIRST_OF_TWO }).toString();
      return redirect(target.toString());
    }
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
      type: type === "invite" || type === "magiclink" ? type : outcome.kind,
    }).toString();
    return redirect(target.toString());
  }

  async function verifyPost(req: IncomingMessage, body: Body) {
    await ctx.limits.request("verify", clientAddress(req));
    const type = textField(body, "type");
    const email = optionalEmail(body);
    const code = textField(body, "token");
    let token = textField(body, "token_hash");
    if (!token && code && email) token = codeHash(email, code);
    if (!token || !type)
      throw new AuthError(400, "validation_failed", "Verify requires a token or a token hash");
    if (email) await ctx.limits.assertEmailAllowed("verify", email);
    const session = await ctx.transaction(async (db) => {
      const found = await userForToken(db, token, type);
      if (!found) return null;
      await confirmUser(db, found.user.id, found.kind);
      return sessions.issueSession(db, found.user, "otp", req);
    });
    if (session) return session;
    if (email) {
      await ctx.limits.emailFailed("verify", email);
      // A guessed code gets a few tries only: then every code of the address is void.
      if (await ctx.limits.codeFailed(email)) {
        await pool.query(
          "update auth.users set confirmation_token = '', recovery_token = '', updated_at = now() where lower(email) = $1",
          [email],
        );
      }
    }
    throw new AuthError(403, "otp_expired", "Token has expired or is invalid");
  }

  /**
   * A change of address a signed-in account asks for: the email_change mail, in the account's language, to
   * the new address and (with double_confirm_changes) to the current one, each with its own link and code.
   * The address changes once every link is followed (changeEmailByToken). A taken address is refused.
   */
  async function requestEmailChange(
    req: IncomingMessage,
    user: UserRow,
    email: string,
    redirectTo: string,
    pkce: Pkce | null,
  ) {
    await ctx.limits.mailRequested(clientAddress(req));
    await ctx.transaction(async (db) => {
      if (await findUserByEmail(db, email)) {
        throw new AuthError(
          422,
          "email_exists",
          "A user with this email address has already been registered",
        );
      }
      checkFrequency(user.email_change_sent_at ?? null);
      const prefix = pkce ? "pkce_" : "";
      const sendTo = [{ to: email, otp: newCode() }];
      if (config.doubleConfirmChanges) sendTo.push({ to: user.email, otp: newCode() });
      const tokens = sendTo.map(({ to, otp }) => `${prefix}${codeHash(to, otp)}`);
      await db.query(
        `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
           email_change_sent_at = now(), updated_at = now() where id = $1`,
        [user.id, email, tokens[0], tokens[1] ?? ""],
      );
      if (pkce) await startFlow(db, user.id, pkce, "email_change");
      for (const { to } of sendTo) await ctx.limits.codeIssued(to, db);
      for (const [index, { to, otp }] of sendTo.entries()) {
        const token = tokens[index] as string;
        const link = verifyLink(token, "email_change", redirectTo);
        const mail = renderMail(config.mailTemplates, "email_change", {
          ConfirmationURL: link,
          Token: otp,
          TokenHash: token,
          SiteURL: config.siteUrl,
          Email: user.email,
          NewEmail: email,
          RedirectTo: redirectTo,
          SendingTo: to,
          Data: user.raw_user_meta_data ?? {},
        });
        await mailer.send({ to, type: "email_change", link, ...mail });
      }
    });
  }

  /**
   * Follows one link of a change of address: the first of two is spent and answered as such; the last
   * moves the account (and its e-mail identity) to the new address. Null for an unknown or expired token.
   */
  async function changeEmailByToken(db: Queryable, token: string): Promise<UserRow | "first of two" | null> {
    const r = await db.query<UserRow>(
      `select * from auth.users where email_change <> '' and $1 <> ''
         and $1 in (email_change_token_new, email_change_token_current)
         and email_change_sent_at > now() - make_interval(secs => $2) for update`,
      [token, config.otpExpiry],
    );
    const user = r.rows[0];
    if (!user) return null;
    const isNew = user.email_change_token_new === token;
    const other = isNew ? user.email_change_token_current : user.email_change_token_new;
    if (other) {
      await db.query(
        `update auth.users set ${isNew ? "email_change_token_new" : "email_change_token_current"} = '',
           updated_at = now() where id = $1`,
        [user.id],
      );
      return "first of two";
    }
    const email = user.email_change as string;
    await db.query(
      `update auth.users set email = $2, email_change = '', email_change_token_new = '',
         email_change_token_current = '', updated_at = now() where id = $1`,
      [user.id, email],
    );
    await db.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
         updated_at = now() where user_id = $1 and provider = 'email'`,
      [user.id, email],
    );
    await db.query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || jsonb_build_object('email', $2::text)
       where id = $1 and raw_user_meta_data ? 'email'`,
      [user.id, email],
    );
    return (await findUser(db, user.id)) ?? null;
  }

  async function updateUser(req: IncomingMessage, body: Body, query: URLSearchParams) {
    const { user } = await sessions.bearerUser(req, pool);
    const email = optionalEmail(body);
    if (email && email !== user.email.toLowerCase()) {
      const redirectTo = validRedirect(queryText(query, "redirect_to"));
      await requestEmailChange(req, user, email, redirectTo, pkceParams(body));
    }
    if (body.password !== undefined) {
      const password = checkPassword(body.password, config.minimumPasswordLength);
      if (await ctx.hasher.compare(password, user.encrypted_password)) {
        throw new AuthError(422, "same_password", "New password should be different from the old password.");
      }
      await pool.query("update auth.users set encrypted_password = $2, updated_at = now() where id = $1", [
        user.id,
        await ctx.hasher.hash(password),
      ]);
    }
    const data = metadataField(body);
    if (data) {
      await pool.query(
        "update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1",
        [user.id, JSON.stringify(data)],
      );
    }
    return userJson(pool, (await findUser(pool, user.id)) ?? user);
  }

  /** Always `{}`: a reply that differed for known addresses would tell who has an account. */
  /**
   * POST /invite (admin): creates an account without a password, or reuses one never confirmed, and
   * mails it a link that signs it in (type invite) so it can choose a password. A confirmed address is
   * refused with GoTrue's email_exists.
   */
  async function invite(req: IncomingMessage, body: Body, query: URLSearchParams) {
    await sessions.requireServiceRole(req);
    const email = requiredEmail(body);
    const data = metadataField(body) ?? {};
    const redirectTo = validRedirect(queryText(query, "redirect_to"));
    return ctx.transaction(async (db) => {
      const existing = await findUserByEmail(db, email);
      if (existing?.email_confirmed_at) {
        throw new AuthError(
          422,
          "email_exists",
          "A user with this email address has already been registered",
        );
      }
      const id =
        existing?.id ?? (await insertUser(db, { email, hashedPassword: "", data, confirmed: false }));
      if (existing && Object.keys(data).length > 0) {
        await db.query(
          "update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb where id = $1",
          [id, JSON.stringify(data)],
        );
      }
      await db.query("update auth.users set invited_at = now(), updated_at = now() where id = $1", [id]);
      const user = (await findUser(db, id)) as UserRow;
      await sendLinkMail(db, user, "invite", redirectTo, null);
      return userJson(db, (await findUser(db, id)) ?? user);
    });
  }

  /**
   * POST /otp: a sign-in link by e-mail. A confirmed account gets the magic_link mail, in its language; an
   * address never confirmed gets the confirmation mail again; an unknown one an account and that mail,
   * unless `create_user` is false (GoTrue's otp_disabled).
   */
  async function otp(req: IncomingMessage, body: Body, query: URLSearchParams) {
    await ctx.limits.request("otp", clientAddress(req));
    const email = requiredEmail(body);
    const pkce = pkceParams(body);
    const data = metadataField(body) ?? {};
    const redirectTo = validRedirect(queryText(query, "redirect_to"));
    await ctx.limits.mailRequested(clientAddress(req));
    await ctx.transaction(async (db) => {
      let user = await findUserByEmail(db, email);
      if (!user) {
        if (body.create_user === false)
          throw new AuthError(422, "otp_disabled", "Signups not allowed for otp");
        if (!config.enableSignup)
          throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
        const id = await insertUser(db, { email, hashedPassword: "", data, confirmed: false });
        user = (await findUser(db, id)) as UserRow;
      }
      if (!user.email_confirmed_at) {
        checkFrequency(user.confirmation_sent_at);
        await sendLinkMail(db, user, "signup", redirectTo, pkce);
        return;
      }
      checkFrequency(user.recovery_sent_at);
      await sendLinkMail(db, user, "magiclink", redirectTo, pkce);
    });
    return {};
  }

  async function recover(req: IncomingMessage, body: Body, query: URLSearchParams) {
    await ctx.limits.request("otp", clientAddress(req));
    const email = requiredEmail(body);
    const pkce = pkceParams(body);
    const redirectTo = validRedirect(queryText(query, "redirect_to"));
    await ctx.limits.mailRequested(clientAddress(req));
    await ctx.transaction(async (db) => {
      const user = await findUserByEmail(db, email);
      if (!user || sentTooRecently(user.recovery_sent_at) > 0) return;
      await sendLinkMail(db, user, "recovery", redirectTo, pkce);
    });
    return {};
  }

  async function resend(req: IncomingMessage, body: Body, query: URLSearchParams) {
    await ctx.limits.request("otp", clientAddress(req));
    const email = requiredEmail(body);
    if (body.type !== "signup")
      throw new AuthError(400, "validation_failed", "Only type 'signup' can be resent locally");
    const pkce = pkceParams(body);
    const redirectTo = validRedirect(queryText(query, "redirect_to"));
    await ctx.limits.mailRequested(clientAddress(req));
    await ctx.transaction(async (db) => {
      const user = await findUserByEmail(db, email);
      if (!user || user.email_confirmed_at) return;
      checkFrequency(user.confirmation_sent_at);
      await sendLinkMail(db, user, "signup", redirectTo, pkce);
    });
    return {};
  }

  return { signup, verifyGet, verifyPost, updateUser, invite, otp, recover, resend };
}
