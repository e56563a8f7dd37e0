// Keys of the local Supabase stack, shared by the stack itself and by the commands that start a build
// or a server beside it, so a build and a stack started before or after it always agree.
// Plain ESM so a command can call it without a TypeScript loader.
import { randomBytes } from "node:crypto";
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
import { SignJWT } from "jose";

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
 * A long-lived key for one role, like the Supabase CLI's: issued by the local project.
 * @param {string} secret
 * @param {"anon" | "service_role"} role
 * @returns {Promise<string>}
 */
function roleKey(secret, role) {
  return new SignJWT({ ref: "local", role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer("supabase-local")
    .setIssuedAt()
    .setExpirationTime("10y")
    .sign(new TextEncoder().encode(secret));
}

/** @returns {Promise<Record<string, string>>} */
async function generate() {
  const jwtSecret = randomBytes(32).toString("base64url");
  return {
    jwtSecret,
    anonKey: await roleKey(jwtSecret, "anon"),
    serviceRoleKey: await roleKey(jwtSecret, "service_role"),
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
 * @returns {Promise<Record<string, string>>}
 */
export async function readOrCreateKeyFile(options = {}) {
  const dataDir = options.dataDir ?? process.env.SUPABASE_LOCAL_DATA_DIR ?? DEFAULT_DATA_DIR;
  const file = join(dataDir, "keys.json");
  if (!existsSync(file)) {
    ensurePrivateDir(dataDir);
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
    writePrivateFile(tmp, `${JSON.stringify(await generate(), null, 2)}\n`);
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
 * @returns {Promise<LocalKeys>}
 */
export async function ensureLocalKeys(options = {}) {
  const keys = await readOrCreateKeyFile(options);
  const apiPort = options.apiPort ?? Number(process.env.SUPABASE_LOCAL_API_PORT || DEFAULT_API_PORT);
  return {
    apiUrl: `http://127.0.0.1:${apiPort}`,
    anonKey: String(keys.anonKey),
    serviceRoleKey: String(keys.serviceRoleKey),
    jwtSecret: String(keys.jwtSecret),
  };
}
