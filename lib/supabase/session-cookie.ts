/**
 * The session cookie as the browser sees it, for islands that must react to signing in without loading
 * Supabase's client first. @supabase/ssr may split a long session into `<name>.0`, `<name>.1`...; other
 * cookies share the prefix without being a session (`<name>-code-verifier`, written when a sign-up starts).
 */
export function isSessionCookie(cookieName: string, sessionCookie: string): boolean {
  if (cookieName === sessionCookie) return true;
  const chunk = cookieName.startsWith(`${sessionCookie}.`) ? cookieName.slice(sessionCookie.length + 1) : "";
  return /^\d+$/.test(chunk);
}

export function hasSessionCookie(name: string): boolean {
  return document.cookie.split(";").some((part) => isSessionCookie(part.trim().split("=")[0] ?? "", name));
}

/**
 * Calls `onSet` when the session cookie is set: by a sign-in in this tab or in another one. The Cookie Store
 * API reports every change to the page's cookies; where it is missing, the cookie is looked at again
 * whenever the visitor comes back to this tab, which is when a sign-in elsewhere can matter here.
 * Returns the function that stops watching.
 */
export function watchSessionCookie(name: string, onSet: () => void): () => void {
  const store = window.cookieStore;
  if (store) {
    const onChange = (event: CookieChangeEvent) => {
      if (event.changed.some((cookie) => isSessionCookie(cookie.name ?? "", name))) onSet();
    };
    store.addEventListener("change", onChange);
    return () => store.removeEventListener("change", onChange);
  }
  const check = () => {
    if (document.visibilityState === "visible" && hasSessionCookie(name)) onSet();
  };
  document.addEventListener("visibilitychange", check);
  window.addEventListener("focus", check);
  return () => {
    document.removeEventListener("visibilitychange", check);
    window.removeEventListener("focus", check);
  };
}
