/** What a change answers when its request never reached the server (offline, a dropped connection). */
export const UNREACHABLE = {
  ok: false,
  message: "The server could not be reached. Please try again.",
} as const;

/**
 * Calls a server action from the browser. A request that fails on the way answers like a refused
 * change, with a sentence to show, so every caller handles one result and keeps what was typed.
 */
export async function sendAction<R>(run: () => Promise<R>): Promise<R | typeof UNREACHABLE> {
  try {
    return await run();
  } catch {
    return UNREACHABLE;
  }
}
