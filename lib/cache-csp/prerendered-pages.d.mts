export const distDir: string;
export interface CachedPages {
  pages: Set<string>;
  onDemand: RegExp[];
}
export function cachedPagesOf(manifest: unknown): CachedPages;
export function prerenderedPages(): Set<string>;
export function isPrerenderedPage(pathname: string): boolean;
export function routeMatcherOf(manifest: unknown): (pathname: string) => boolean;
export function hasRoute(pathname: string): boolean;
export function previewModeIdOf(manifest: unknown): string;
export function isDraftModeCookie(value: string | undefined): boolean;
