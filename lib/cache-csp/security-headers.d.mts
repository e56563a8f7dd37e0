export function fixedSecurityHeaders(options: { production: boolean }): { key: string; value: string }[];
export function contentSecurityPolicy(options: {
  scripts: string[];
  supabaseUrl: string;
  content: { mode: string; lake?: { url: string } };
  dev: boolean;
}): string;
export function nonceScripts(nonce: string): string[];
export function createNonce(): string;
export const NONCE_HEADER: string;
