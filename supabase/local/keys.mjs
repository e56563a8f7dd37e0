// Keys of the local Supabase stack, shared by the stack itself and by next.config.mjs (which inlines
// NEXT_PUBLIC_* at build time), so a build and a stack started before or after it always agree.
// Plain synchronous ESM so a Next config can call it without a TypeScript loader.
import { createHmac, randomBytes } from "node:crypto";
import {
  appendFileSync,
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const DEFAULT_DATA_DIR = join(REPO_ROOT, ".data", "supabase");
export const DEFAULT_API_PORT = 54321;
export const DEFAULT_DB_PORT = 54322;

/**
 * @typedef {object} LocalKeys
 * @property {string} apiUrl         URL of the local gateway (what NEXT_PUBLIC_SUPABASE_URL should be)
 * @property {string} anonKey        JWT for the anon role (NEXT_PUBLIC_SUPABASE_ANON_KEY)
 * @property {string} serviceRoleKey JWT for the service_role role (server-side only)
 * @property {string} jwtSecret      HS256 secret shared by the auth service and PostgREST
 */

/**
 * @param {string} secret
 * @param {Record<string, unknown>} payload
 * @returns {string}
 */
function signHs256(secret, payload) {
  /** @param {unknown} value */
  const part = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const body = `${part({ alg: "HS256", typ: "JWT" })}.${part(payload)}`;
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

/** @returns {Record<string, string>} */
function generate() {
  const jwtSecret = randomBytes(32).toString("base64url");
  const iat = Math.floor(Date.now() / 1000);
  // Like the Supabase CLI's keys: long-lived, issued by the local project.
  const exp = iat + 10 * 365 * 24 * 3600;
  return {
    jwtSecret,
    anonKey: signHs256(jwtSecret, { iss: "supabase-local", ref: "local", role: "anon", iat, exp }),
    serviceRoleKey: signHs256(jwtSecret, {
      iss: "supabase-local",
      ref: "local",
      role: "service_role",
      iat,
      exp,
    }),
    authenticatorPassword: randomBytes(18).toString("base64url"),
  };
}

/** Owner-only modes for what holds secrets: keys, reset links in the outbox, the database. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates a data folder readable by its owner only, and narrows one made before with wider rights.
 * @param {string} dir
 */
export function ensurePrivateDir(dir) {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Writes (or appends to) a file readable by its owner only, narrowing an older file's rights.
 * @param {string} file
 * @param {string} text
 * @param {{ append?: boolean }} [options]
 */
export function writePrivateFile(file, text, options = {}) {
  const write = options.append ? appendFileSync : writeFileSync;
  write(file, text, { mode: PRIVATE_FILE_MODE });
  chmodSync(file, PRIVATE_FILE_MODE);
}

/**
 * The stored keys of a data folder, created on first use. Safe to call from several processes at
 * once: the file is published with a hard link, so exactly one generated set wins.
 * @param {{ dataDir?: string }} [options]
 * @returns {Record<string, string>}
 */
export function readOrCreateKeyFile(options = {}) {
  const dataDir = options.dataDir ?? process.env.SUPABASE_LOCAL_DATA_DIR ?? DEFAULT_DATA_DIR;
  const file = join(dataDir, "keys.json");
  if (!existsSync(file)) {
    ensurePrivateDir(dataDir);
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
    writePrivateFile(tmp, `${JSON.stringify(generate(), null, 2)}\n`);
    try {
      linkSync(tmp, file);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    } finally {
      rmSync(tmp, { force: true });
    }
  }
  // Keys written by an older version may have been left readable by others.
  chmodSync(file, PRIVATE_FILE_MODE);
  const keys = JSON.parse(readFileSync(file, "utf8"));
  for (const name of ["jwtSecret", "anonKey", "serviceRoleKey", "authenticatorPassword"]) {
    if (typeof keys[name] !== "string" || keys[name].length === 0) {
      throw new Error(`${file} is missing "${name}". Delete the file to generate new local keys.`);
    }
  }
  return keys;
}

/**
 * Creates the local keys in the data folder if missing and returns them with the API URL.
 * @param {{ dataDir?: string, apiPort?: number }} [options]
 * @returns {LocalKeys}
 */
export function ensureLocalKeys(options = {}) {
  const keys = readOrCreateKeyFile(options);
  const apiPort = options.apiPort ?? Number(process.env.SUPABASE_LOCAL_API_PORT || DEFAULT_API_PORT);
  return {
    apiUrl: `http://127.0.0.1:${apiPort}`,
    anonKey: String(keys.anonKey),
    serviceRoleKey: String(keys.serviceRoleKey),
    jwtSecret: String(keys.jwtSecret),
  };
}
