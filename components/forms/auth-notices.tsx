import { Suspense } from "react";
import { LINK_ERRORS, type LinkError } from "../../lib/auth/link-errors.ts";
import { Notice } from "../ui/notice.tsx";
import { WhenAddressHas } from "./address-param.tsx";

/**
 * What a confirmation link said when it brought the visitor to /auth (`/auth/confirm` writes it into the
 * address) in our words, one notice per reason we know; any other `error` shows nothing. The notices render here, on the server; the browser only picks the one the address names, so
 * the page stays the same for everyone (prerendered) and ships no styling code for them.
 */
export function AuthNotices() {
  return (
    <Suspense>
      <WhenAddressHas param="notice" value="confirmed">
        <Notice status="success">
          If you followed the link in our email, your address is confirmed. Sign in to continue.
        </Notice>
      </WhenAddressHas>
      {(Object.keys(LINK_ERRORS) as LinkError[]).map((reason) => (
        <WhenAddressHas key={reason} param="error" value={reason}>
          <Notice status="error" title="Error">
            {LINK_ERRORS[reason]}
          </Notice>
        </WhenAddressHas>
      ))}
    </Suspense>
  );
}
