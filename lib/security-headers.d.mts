export function fixedSecurityHeaders(options: { production: boolean }): { key: string; value: string }[];
export function contentSecurityPolicy(options: {
  nonce: string;
  supabaseUrl: string;
  sanityProjectId?: string;
  dev: boolean;
}): string;
export function createNonce(): string;
export const NONCE_HEADER: string;
