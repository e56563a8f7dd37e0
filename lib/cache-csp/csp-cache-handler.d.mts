export function inlineScriptHashes(html: string): string[];
export function prerenderedPagePolicy(html: string, options?: { dev?: boolean }): string;
export function withStartUpScriptsDeferred<T>(value: T): T;
export function withScriptHashPolicy<T>(value: T, options?: { dev?: boolean }): T;
export function withUncachedNotFound<T>(value: T): T;
export function withNotFoundStatus<T>(value: T, key: unknown): T;
declare const ScriptHashCacheHandler: typeof import("next/dist/server/lib/incremental-cache/file-system-cache.js").default;
export default ScriptHashCacheHandler;
