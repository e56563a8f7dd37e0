import type { EmailOtpType } from "@supabase/supabase-js";
import { type NextRequest, NextResponse } from "next/server";
import { type LinkError, linkErrorFor } from "../../../../lib/auth/link-errors.ts";
import { homePath, localeOfPath, localizedPath } from "../../../../lib/i18n/locales.ts";
import { safeNextPath } from "../../../../lib/runtime/safe-redirect.ts";
import { createClient } from "../../../../lib/supabase/server.ts";

const OTP_TYPES: readonly EmailOtpType[] = [
  "signup",
  "invite",
  "magiclink",
  "recovery",
  "email_change",
  "email",
];

/**
 * A redirect to a path on this site. The Location is relative, so the browser resolves it against the
 * address it used: no Host or X-Forwarded-Host header (which anyone can send) decides where it goes.
 */
function redirectTo(path: string) {
  return new NextResponse(null, { status: 307, headers: { location: safeNextPath(path) } });
}

/**
 * The language of the page a link leads to (`next`: a Spanish page's sign-up sends its visitor back to a
 * Spanish page), which the sign-in page's notices are read in.
 */
const localeOfNext = (next: string) => localeOfPath(new URL(next, "https://this-site.invalid").pathname);

/** The sign-in page with one of our reasons: its key only, never the link's or the server's own text. */
function toAuthWithError(signIn: string, reason: LinkError) {
  return redirectTo(`${signIn}?${new URLSearchParams({ error: reason })}`);
}

/**
 * Where the confirmation email's link lands: exchanges the PKCE code (or verifies a token hash) for a
 * session, which the server client writes into cookies, then sends the visitor on to the site.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const next = safeNextPath(params.get("next"));
  const locale = localeOfNext(next);
  const signIn = localizedPath("/auth", locale) ?? "/auth";
  // The auth server sends a failed link here with `error`, `error_code` and `error_description`.
  if (params.has("error") || params.has("error_code") || params.has("error_description")) {
    return toAuthWithError(signIn, linkErrorFor(params.get("error_code") ?? params.get("error")));
  }

  const supabase = await createClient();
  const code = params.get("code");
  const tokenHash = params.get("token_hash");
  const type = params.get("type") as EmailOtpType | null;

  let error: { message: string; code?: string } | null = null;
  if (code) {
    ({ error } = await supabase.auth.exchangeCodeForSession(code));
  } else if (tokenHash && type && OTP_TYPES.includes(type)) {
    ({ error } = await supabase.auth.verifyOtp({ type, token_hash: tokenHash }));
  } else {
    return toAuthWithError(signIn, "incomplete");
  }
  if (error) {
    console.error(`Email link sign-in failed (${error.code ?? "no code"}): ${error.message}`);
    if (error.code === "pkce_code_verifier_not_found") {
      // Opened in another browser than the one that signed up: the address is confirmed all the same.
      const query = new URLSearchParams(
        next === homePath(locale) ? { notice: "confirmed" } : { notice: "confirmed", next },
      );
      return redirectTo(`${signIn}?${query}`);
    }
    return toAuthWithError(signIn, linkErrorFor(error.code));
  }
  return redirectTo(next);
}
