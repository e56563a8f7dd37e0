/**
 * The shape of the site shell (header, footer, not-found page). The content platform serves it from Sanity
 * or the seed dataset (`lib/sanity/site-shell.ts`); components only ever receive these types.
 */
export interface NavLink {
  label: string;
  href: string;
}

export interface Office {
  city: string;
  region: string;
  address: string;
  phone: string;
  timezone: string;
  isHeadquarters: boolean;
}

export interface SiteShellContent {
  siteName: string;
  tagline: string;
  nav: NavLink[];
  signInLabel: string;
  services: NavLink[];
  industries: NavLink[];
  companyLinks: NavLink[];
  legalLinks: NavLink[];
  offices: Office[];
  contact: { email: string; supportEmail: string; phone: string; phoneNote: string };
  footer: {
    servicesTitle: string;
    industriesTitle: string;
    companyTitle: string;
    officesTitle: string;
    newsletterTitle: string;
    newsletterText: string;
    copyright: string;
  };
  notFound: { title: string; text: string; linkLabel: string };
}
