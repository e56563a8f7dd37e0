// Users and identities: rows of auth.users / auth.identities and their JSON as GoTrue returns it.
import { randomUUID } from "node:crypto";
import { iso, type Queryable } from "./context.ts";

export interface UserRow {
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
  invited_at?: Date | null;
  /** A change of address waiting for its links: the new address and each address's token. */
  email_change?: string | null;
  email_change_token_new?: string | null;
  email_change_token_current?: string | null;
  email_change_sent_at?: Date | null;
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

const EMAIL_APP_METADATA = { provider: "email", providers: ["email"] };

async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const r = await db.query<IdentityRow>(
    "select * from auth.identities where user_id = $1 order by created_at",
    [userId],
  );
  return r.rows;
}

function toJson(u: UserRow, identities: IdentityRow[]): Record<string, unknown> {
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
    invited_at: iso(u.invited_at),
    ...(u.email_change
      ? { new_email: u.email_change, email_change_sent_at: iso(u.email_change_sent_at) }
      : {}),
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

export async function userJson(db: Queryable, u: UserRow): Promise<Record<string, unknown>> {
  return toJson(u, await identitiesOf(db, u.id));
}

/**
 * The answer (with e-mail confirmation on) to a sign-up of an address that already has a confirmed
 * account: a new-looking, unsaved user with the one e-mail identity a new account gets, so the reply is
 * shaped exactly like a new sign-up's. Hosted GoTrue leaves `identities` empty here, which tells anyone
 * the address is taken (README "Auth").
 */
export function lookalikeUserJson(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date();
  const id = randomUUID();
  const identityData = { sub: id, email, email_verified: false, phone_verified: false };
  return toJson(
    {
      id,
      aud: "authenticated",
      role: "authenticated",
      email,
      encrypted_password: null,
      email_confirmed_at: null,
      confirmation_token: null,
      confirmation_sent_at: now,
      recovery_token: null,
      recovery_sent_at: null,
      last_sign_in_at: null,
      raw_app_meta_data: EMAIL_APP_METADATA,
      raw_user_meta_data: { ...data, ...identityData },
      created_at: now,
      updated_at: now,
      phone: null,
      confirmed_at: null,
      banned_until: null,
      is_anonymous: false,
    },
    [
      {
        id: randomUUID(),
        provider_id: id,
        user_id: id,
        identity_data: identityData,
        provider: "email",
        last_sign_in_at: null,
        created_at: now,
        updated_at: now,
        email,
      },
    ],
  );
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const r = await db.query<UserRow>("select * from auth.users where lower(email) = lower($1)", [email]);
  return r.rows[0];
}

export async function findUser(db: Queryable, id: string): Promise<UserRow | undefined> {
  const r = await db.query<UserRow>("select * from auth.users where id = $1", [id]);
  return r.rows[0];
}

/** Inserts an e-mail user and its identity; confirmed at once when `confirmed`. Returns the new id. */
export async function insertUser(
  db: Queryable,
  user: { email: string; hashedPassword: string; data: Record<string, unknown>; confirmed: boolean },
): Promise<string> {
  const id = randomUUID();
  const verified = { sub: id, email: user.email, email_verified: user.confirmed, phone_verified: false };
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
       raw_user_meta_data, is_super_admin, created_at, updated_at, email_confirmed_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4, $5,
       false, now(), now(), $6)`,
    [
      id,
      user.email,
      user.hashedPassword,
      JSON.stringify(EMAIL_APP_METADATA),
      JSON.stringify({ ...user.data, ...verified }),
      user.confirmed ? new Date() : null,
    ],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now())`,
    [id, JSON.stringify(verified)],
  );
  return id;
}

/** Marks the e-mail confirmed and spends the one-time token of `kind`. */
export async function confirmUser(db: Queryable, userId: string, kind: "signup" | "recovery") {
  const column = kind === "recovery" ? "recovery_token" : "confirmation_token";
  await db.query(
    `update auth.users set ${column} = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
       updated_at = now() where id = $1`,
    [userId],
  );
  await db.query(
    `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1 and raw_user_meta_data ? 'email_verified'`,
    [userId],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}
