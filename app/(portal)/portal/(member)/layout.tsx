import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { PortalExplanation } from "../../../../components/portal/portal-explanation.tsx";
import { PortalFrame } from "../../../../components/portal/portal-frame.tsx";
import { portalViewer } from "../../../../lib/portal/session.ts";
import { signInPath } from "../../../../lib/runtime/safe-redirect.ts";

/**
 * The portal's guard (proxy.ts checks the session first): signed out, to the sign-in page and back; an
 * account no client is linked to gets what the portal is and how to get access, never an empty portal.
 */
export default async function PortalMemberLayout({ children }: { children: ReactNode }) {
  const viewer = await portalViewer();
  if (!viewer.signedIn) redirect(signInPath("/portal"));
  if (!viewer.account) return <PortalExplanation email={viewer.email} />;
  return <PortalFrame account={viewer.account}>{children}</PortalFrame>;
}
