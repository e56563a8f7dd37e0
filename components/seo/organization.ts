import type { SiteShellContent } from "../../lib/runtime/site-copy.ts";

/** The phone number in the international form schema.org prefers: digits with a leading +. */
export function internationalPhone(phone: string, defaultCountryCode = "1"): string {
  const digits = phone.replace(/[^\d]/g, "");
  return phone.trim().startsWith("+") ? `+${digits}` : `+${defaultCountryCode}${digits}`;
}

/** schema.org Organization for the agency, with each office as a place with its address and phone. */
export function organizationJsonLd(shell: SiteShellContent, siteUrl: URL) {
  const url = new URL("/", siteUrl).href;
  const headquarters = shell.offices.find((office) => office.isHeadquarters) ?? shell.offices[0];
  const address = (office: SiteShellContent["offices"][number]) => ({
    "@type": "PostalAddress",
    streetAddress: office.address,
    addressLocality: office.city,
    addressRegion: office.region,
  });
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${url}#organization`,
    name: shell.siteName,
    url,
    description: shell.tagline,
    email: shell.contact.email,
    telephone: internationalPhone(shell.contact.phone),
    ...(headquarters ? { address: address(headquarters) } : {}),
    location: shell.offices.map((office) => ({
      "@type": "Place",
      name: `${shell.siteName} ${office.city}`,
      address: address(office),
      telephone: internationalPhone(office.phone),
    })),
  };
}

/** JSON for a script element: `<` is escaped so content can never close the tag. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
