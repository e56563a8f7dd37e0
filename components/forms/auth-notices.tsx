import { Notice } from "@/components/ui/notice";

/** What a confirmation link said when it brought the visitor to /auth; rendered on the server. */
export function AuthNotices({ linkError, confirmed }: { linkError?: string; confirmed?: boolean }) {
  return (
    <>
      {confirmed ? (
        <Notice status="success">
          If you followed the link in our email, your address is confirmed. Sign in to continue.
        </Notice>
      ) : null}
      {linkError ? (
        <Notice status="error" title="Error">
          {linkError}
        </Notice>
      ) : null}
    </>
  );
}
