export const SITE_URL_FALLBACK: string;
export const HOST_URL_VARIABLES: readonly {
  name: string;
  when?: (env: Record<string, string | undefined>) => boolean;
  toUrl: (value: string) => string;
}[];
export function resolveSiteUrl(env: Record<string, string | undefined>): { url: string; from: string | null };
export function missingSiteUrlWarning(): string;
