// The local auth service. It follows the GoTrue HTTP contract that @supabase/auth-js 2.x uses
// (request and response shapes, error codes and statuses), storing its data in the auth schema with
// hosted Supabase's table and column names. One service, in parts: auth/users.ts (rows and their JSON),
// auth/sessions.ts (tokens and grants), auth/flows.ts (sign-up, links, codes, recovery), auth/http.ts
// (routes and errors), guarded by auth/rate-limits.ts and hashing in auth/hashing.ts's worker pool.
import type { IncomingMessage, ServerResponse } from "node:http";
import type pg from "pg";
import { createTransaction } from "./auth/context.ts";
import { createFlows } from "./auth/flows.ts";
import { createPasswordHasher } from "./auth/hashing.ts";
import { createRouter } from "./auth/http.ts";
import { checkPassword, requiredEmail } from "./auth/input.ts";
import { createRateLimits } from "./auth/rate-limits.ts";
import { createSessions } from "./auth/sessions.ts";
import { insertUser } from "./auth/users.ts";
import type { AuthConfig } from "./config.ts";
import type { Mailer } from "./mail.ts";

export { AuthError } from "./auth/errors.ts";
export { API_VERSION } from "./auth/flows.ts";

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
  /** Ends the hashing workers. */
  close(): Promise<void>;
}

export function createAuthService(options: AuthServiceOptions): AuthService {
  const { pool, config } = options;
  const ctx = {
    pool,
    config,
    mailer: options.mailer,
    secret: new TextEncoder().encode(options.jwtSecret),
    issuer: `${options.apiUrl}/auth/v1`,
    hasher: createPasswordHasher(),
    limits: createRateLimits(pool, config.rateLimits, config.otpExpiry),
    transaction: createTransaction(pool),
  };
  const sessions = createSessions(ctx);
  const flows = createFlows(ctx, sessions);

  async function createConfirmedUser(email: string, password: string, data: Record<string, unknown> = {}) {
    const normalized = requiredEmail({ email });
    const hashedPassword = await ctx.hasher.hash(checkPassword(password, config.minimumPasswordLength));
    return ctx.transaction((db) =>
      insertUser(db, { email: normalized, hashedPassword, data, confirmed: true }),
    );
  }

  return { handle: createRouter(ctx, sessions, flows), createConfirmedUser, close: () => ctx.hasher.close() };
}
