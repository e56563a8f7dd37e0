export interface LocalKeys {
  /** URL of the local gateway (what NEXT_PUBLIC_SUPABASE_URL should be). */
  apiUrl: string;
  /** JWT for the anon role (NEXT_PUBLIC_SUPABASE_ANON_KEY). */
  anonKey: string;
  /** JWT for the service_role role (server-side only). */
  serviceRoleKey: string;
  /** HS256 secret shared by the auth service and PostgREST. */
  jwtSecret: string;
}

export const REPO_ROOT: string;
export const DEFAULT_DATA_DIR: string;
export const DEFAULT_API_PORT: number;
export const DEFAULT_DB_PORT: number;
export function readOrCreateKeyFile(options?: { dataDir?: string }): Promise<Record<string, string>>;
export function ensureLocalKeys(options?: { dataDir?: string; apiPort?: number }): Promise<LocalKeys>;
export const PRIVATE_DIR_MODE: number;
export const PRIVATE_FILE_MODE: number;
export function ensurePrivateDir(dir: string): void;
export function writePrivateFile(file: string, text: string, options?: { append?: boolean }): void;
