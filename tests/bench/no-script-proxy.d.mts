export function withoutScripts(html: string): string;
export function startNoScriptProxy(
  origin: string,
  port: number,
): Promise<{ origin: string; close: () => Promise<void> }>;
