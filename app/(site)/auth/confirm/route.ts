import type { EmailOtpType } from "@supabase/supabase-js";
import { type NextRequest, NextResponse } from "next/server";
import { createClient } from "@/lib/supabase/server";

const OTP_TYPES: readonly EmailOtpType[] = [
  "signup",
  "invite",
  "magiclink",
  "recovery",
  "email_change",
  "email",
];

/** Only paths on this site: "//evil.example" or "https://..." fall back to the home page. */
function safeNext(value: string | null): string {
  return value?.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : "/";
}

/** This site's origin as the visitor reached it (a route handler's request.url names the bind address). */
function siteOrigin(request: NextRequest): string {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? request.nextUrl.host;
  const proto = request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol.replace(":", "");
  return `${proto}://${host}`;
}

function toAuthWithError(request: NextRequest, message: string) {
  const url = new URL("/auth", siteOrigin(request));
  url.searchParams.set("error", message);
  return NextResponse.redirect(url);
}

/**
 * Where the confirmation email's link lands: exchanges the PKCE code (or verifies a token hash) for a
 * session, which the server client writes into cookies, then sends the visitor on to the site.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const next = safeNext(params.get("next"));
  const linkError = params.get("error_description");
  if (linkError) return toAuthWithError(request, linkError);

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
    return toAuthWithError(
      request,
      "This confirmation link is incomplete. Please use the link from the email.",
    );
  }
  if (error) {
    console.error(`Email link sign-in failed (${error.code ?? "no code"}): ${error.message}`);
    if (error.code === "pkce_code_verifier_not_found") {
      // Opened in another browser than the one that signed up: the address is confirmed all the same.
      const url = new URL("/auth", siteOrigin(request));
      url.searchParams.set("notice", "confirmed");
      return NextResponse.redirect(url);
    }
    return toAuthWithError(request, error.message);
  }
  return NextResponse.redirect(new URL(next, siteOrigin(request)));
}
