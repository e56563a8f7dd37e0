export function ensureBuild(): void;
export function startSite(
  port: number,
  env?: Record<string, string>,
): Promise<{ origin: string; stop: () => Promise<void> }>;
export function sitemapPaths(origin: string): Promise<string[]>;
export function englishPage(html: string, route: string): string | null;
