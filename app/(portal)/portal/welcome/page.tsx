import type { Metadata } from "next";
import { InvitationSession } from "../../../../components/portal/invitation-session.tsx";
import { PasswordForm } from "../../../../components/portal/password-form.tsx";
import { muted, panel, portalContainer } from "../../../../components/portal/portal-ui.tsx";
import { PageHeader } from "../../../../components/ui/page-header.tsx";
import { portalViewer } from "../../../../lib/portal/session.ts";
import { css } from "../../../../styled-system/css/index.mjs";

export const metadata: Metadata = { title: "Welcome to your client portal" };

/**
 * Where the invitation e-mail's link lands. Signed in by the link, the contact chooses a password; the
 * portal opens next. Without a session yet (the link's fragment is still to be read) the page says what
 * it is waiting for.
 */
export default async function PortalWelcomePage() {
  const viewer = await portalViewer();
  return (
    <>
      <PageHeader
        eyebrow="Client portal"
        title="Welcome to your client portal"
        description="Choose a password for your account. You will use it with your e-mail address to sign in."
      />
      <div className={portalContainer}>
        <div className={css({ maxW: "lg", w: "full", mx: "auto" })}>
          <div className={panel}>
            <InvitationSession />
            {viewer.signedIn ? (
              <>
                <p className={muted}>
                  Signed in as <strong>{viewer.email}</strong>
                  {viewer.account ? ` for ${viewer.account.company}` : ""}.
                </p>
                <PasswordForm />
              </>
            ) : (
              <p className={muted}>
                This page opens from the link in your invitation e-mail. If you opened it from there, it will
                sign you in in a moment.
              </p>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
