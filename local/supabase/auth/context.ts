// What every part of the auth service shares: the database, the settings and the guards.

import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import type pg from "pg";
import { normalizedAddress } from "../../../lib/runtime/client-address.ts";
import type { AuthConfig } from "../config.ts";
import type { Mailer } from "../mail.ts";
import type { PasswordHasher } from "./hashing.ts";
import type { RateLimits } from "./rate-limits.ts";

export type Queryable = Pick<pg.PoolClient, "query">;

export interface AuthContext {
  pool: pg.Pool;
  config: AuthConfig;
  mailer: Mailer;
  /** HS256 key of the access tokens, also the key of the one-time codes' hashes. */
  secret: Uint8Array;
  /** `${apiUrl}/auth/v1`, the tokens' issuer and the base of e-mail links. */
  issuer: string;
  hasher: PasswordHasher;
  limits: RateLimits;
  transaction<T>(work: (db: pg.PoolClient) => Promise<T>): Promise<T>;
}

export function createTransaction(pool: pg.Pool): AuthContext["transaction"] {
  return async (work) => {
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
  };
}

/**
 * The client's address: the last X-Forwarded-For entry, which the site's server writes with the visitor's
 * address when it calls on a visitor's behalf (a session refresh), as hosted Supabase's gateway does for
 * GoTrue; otherwise the socket's peer. The gateway listens on loopback only, so only processes on this
 * machine can name an address. Normalised: an IPv4-mapped IPv6 address is its IPv4 address.
 */
export function clientAddress(req: IncomingMessage): string {
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .at(-1)
    ?.trim();
  if (forwarded && isIP(forwarded)) return normalizedAddress(forwarded);
  const peer = req.socket.remoteAddress;
  return peer ? normalizedAddress(peer) : "unknown";
}

export const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);
export const nowSeconds = () => Math.floor(Date.now() / 1000);
