// What every part of the auth service shares: the database, the settings and the guards.
import type { IncomingMessage } from "node:http";
import type pg from "pg";
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

/** The client's address as the gateway's socket sees it (the stack trusts no forwarding header). */
export function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress?.replace(/^::ffff:/, "") ?? "unknown";
}

export const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);
export const nowSeconds = () => Math.floor(Date.now() / 1000);
