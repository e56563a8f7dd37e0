export const distDir: string;
export function prerenderedPages(): Set<string>;
export function isPrerenderedPage(pathname: string): boolean;
