import { siteUrl } from "../../lib/runtime/env.ts";
import type { SiteShellContent } from "../../lib/runtime/site-copy.ts";
import { jsonForScript, organizationJsonLd } from "./organization.ts";

/** The agency and its offices as structured data for search engines. */
export function OrganizationJsonLd({ shell }: { shell: SiteShellContent }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data must be raw JSON; `<` is escaped.
      dangerouslySetInnerHTML={{ __html: jsonForScript(organizationJsonLd(shell, siteUrl)) }}
    />
  );
}
