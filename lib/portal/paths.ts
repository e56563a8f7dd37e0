/** The client portal's home. */
export const PORTAL_PATH = "/portal";

/** Where the invitation's link lands: reached before any session cookie exists (its session is in the fragment). */
export const PORTAL_WELCOME_PATH = "/portal/welcome";

export const isPortalPath = (pathname: string) =>
  pathname === PORTAL_PATH || pathname.startsWith(`${PORTAL_PATH}/`);
