import NextLink from "next/link";
import { css } from "../../styled-system/css/index.mjs";
import { button } from "../../styled-system/recipes/index.mjs";
import { PageHeader } from "../ui/page-header.tsx";
import { muted, panel, portalContainer } from "./portal-ui.tsx";

/** What a signed-in account with no client link sees at /portal: what the portal is and how to get in. */
export function PortalExplanation({ email }: { email: string }) {
  return (
    <>
      <PageHeader
        eyebrow="Client portal"
        title="The client portal is for our clients"
        description="Clients follow their projects here: status, milestones and what happens next, their invoices with what is paid and due, the documents we share, and a message thread with the team on each project."
      />
      <div className={portalContainer}>
        <section aria-labelledby="portal-access" className={panel}>
          <h2 id="portal-access" className={css({ textStyle: "xl", fontWeight: "semibold" })}>
            Your account has no portal access
          </h2>
          <p>
            You are signed in as <strong>{email}</strong>, which is not linked to a client. Access is by
            invitation: when we work together, our team invites your company&apos;s contact from our client
            records, and the invitation e-mail lets them set a password.
          </p>
          <p className={muted}>
            Already a client? Ask your project contact at Cardinal to invite this address. Not a client yet?
            Tell us about your project and we will get back to you within 24 hours.
          </p>
          <div className={css({ display: "flex", flexWrap: "wrap", gap: "3" })}>
            <NextLink href="/contact" className={button({ size: "md" })}>
              Contact us
            </NextLink>
            <NextLink href="/" className={button({ size: "md", variant: "outline" })}>
              Back to the site
            </NextLink>
          </div>
        </section>
      </div>
    </>
  );
}
