/**
 * Copy of the site shell (header, footer, not-found page) and the page headings, typed in one module.
 * The content platform serves the same shapes from Sanity; components only ever receive these types.
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

export const serviceLinks: NavLink[] = [
  { label: "Web Development", href: "/services/web-development" },
  { label: "Mobile Applications", href: "/services/mobile-applications" },
  { label: "Web Applications", href: "/services/web-applications" },
  { label: "Cloud Solutions", href: "/services/cloud-solutions" },
  { label: "SEO & Insights", href: "/services/seo-insights" },
  { label: "Brand Identity", href: "/services/brand-identity" },
  { label: "Digital Campaigns", href: "/services/digital-campaigns" },
  { label: "Experience Optimization", href: "/services/experience-optimization" },
];

export const siteShell: SiteShellContent = {
  siteName: "Cardinal Consulting",
  tagline:
    "A Houston-based creative design studio with global reach. We design, build and grow digital products for organizations that want to lead.",
  nav: [
    { label: "Services", href: "/services" },
    { label: "Industries", href: "/industries" },
    { label: "Portfolio", href: "/insights" },
    { label: "About", href: "/about" },
    { label: "Contact", href: "/contact" },
  ],
  signInLabel: "Sign In",
  services: serviceLinks,
  industries: [
    { label: "Real Estate", href: "/industries#real-estate" },
    { label: "Government", href: "/industries#government" },
    { label: "Legal Services", href: "/industries#legal" },
    { label: "Healthcare", href: "/industries#healthcare" },
  ],
  companyLinks: [
    { label: "About", href: "/about" },
    { label: "Careers", href: "/careers" },
    { label: "Portfolio", href: "/insights" },
    { label: "Contact", href: "/contact" },
  ],
  legalLinks: [
    { label: "Privacy Policy", href: "/privacy" },
    { label: "Terms of Service", href: "/terms" },
  ],
  offices: [
    {
      city: "Houston",
      region: "Texas",
      address: "2100 West Loop S Fwy, Houston, TX 77027",
      phone: "(832) 777-7312",
      timezone: "Central Time",
      isHeadquarters: true,
    },
    {
      city: "Dubai",
      region: "UAE",
      address: "Dubai International Financial Centre",
      phone: "+971 4 555 0123",
      timezone: "Gulf Time",
      isHeadquarters: false,
    },
    {
      city: "Irvine",
      region: "California",
      address: "Irvine Business Complex",
      phone: "+1 (949) 555 0123",
      timezone: "Pacific Time",
      isHeadquarters: false,
    },
  ],
  contact: {
    email: "hello@cardinalhouston.com",
    supportEmail: "support@cardinalhouston.com",
    phone: "(832) 777-7312",
    phoneNote: "Available 24/7",
  },
  footer: {
    servicesTitle: "Services",
    industriesTitle: "Industries",
    companyTitle: "Company",
    officesTitle: "Offices",
    newsletterTitle: "Stay in the loop",
    newsletterText: "Insights on digital strategy, design and engineering, once a month.",
    copyright: "Cardinal Consulting. All rights reserved.",
  },
  notFound: {
    title: "Oops! Page not found",
    text: "The page you are looking for does not exist or has moved.",
    linkLabel: "Return to Home",
  },
};
