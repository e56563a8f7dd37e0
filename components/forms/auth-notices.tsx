import { Suspense } from "react";
import { Notice } from "@/components/ui/notice";
import { AddressText, WhenAddressHas } from "./address-param";

/** The longest reason from a confirmation link the page repeats: the rest is the auth server's detail. */
const REASON_LIMIT = 300;

/**
 * What a confirmation link said when it brought the visitor to /auth (`/auth/confirm` writes it into the
 * address). The notices render here, on the server; the browser only picks the one the address names, so
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
      <WhenAddressHas param="error">
        <Notice status="error" title="Error">
          <AddressText param="error" limit={REASON_LIMIT} />
        </Notice>
      </WhenAddressHas>
    </Suspense>
  );
}
