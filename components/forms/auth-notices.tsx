import { Suspense } from "react";
import type { LinkError } from "../../lib/auth/link-errors.ts";
import type { AuthWords } from "../../lib/auth/words.ts";
import { Notice } from "../ui/notice.tsx";
import { WhenAddressHas } from "./address-param.tsx";

/**
 * What a confirmation link said when it brought the visitor to the sign-in page (`/auth/confirm` writes it
 * into the address) in our words, one notice per reason we know; any other `error` shows nothing. The
 * notices render here, on the server, in the page's language; the browser only picks the one the address
 * names, so the page stays the same for everyone (prerendered) and ships no styling code for them.
 */
export function AuthNotices({
  words,
}: {
  words: Pick<AuthWords, "confirmed" | "errorTitle" | "linkErrors">;
}) {
  return (
    <Suspense>
      <WhenAddressHas param="notice" value="confirmed">
        <Notice status="success">{words.confirmed}</Notice>
      </WhenAddressHas>
      {(Object.keys(words.linkErrors) as LinkError[]).map((reason) => (
        <WhenAddressHas key={reason} param="error" value={reason}>
          <Notice status="error" title={words.errorTitle}>
            {words.linkErrors[reason]}
          </Notice>
        </WhenAddressHas>
      ))}
    </Suspense>
  );
}
