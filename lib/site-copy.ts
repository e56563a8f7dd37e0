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

export interface PageIntro {
  eyebrow?: string;
  title: string;
  description: string;
}

/** The opening heading of every route until its full content lands. */
export const pageIntros = {
  "/": {
    title: "Make an impact that matters",
    description:
      "We help organizations transform their business through technology, strategy, and innovation to create lasting value and competitive advantage.",
  },
  "/services": {
    eyebrow: "Digital Excellence Since 2015",
    title: "Building tomorrow's digital experiences",
    description:
      "A proven delivery process, from the first discovery workshop to launch and long-term growth, run by senior teams in Houston, Dubai and Irvine.",
  },
  "/industries": {
    eyebrow: "Industries",
    title: "Expertise for regulated, high-stakes industries",
    description:
      "Real estate, government, legal and healthcare teams trust us with platforms where compliance, uptime and clarity are not optional.",
  },
  "/about": {
    eyebrow: "About Cardinal",
    title: "Making an impact that matters",
    description:
      "Since 2015 we have partnered with organizations across three continents to design, build and grow digital products that last.",
  },
  "/contact": {
    eyebrow: "Contact",
    title: "Let's talk about your project",
    description:
      "Tell us where you are and where you want to be. A senior strategist replies within 24 hours, Monday to Friday.",
  },
  "/insights": {
    eyebrow: "Portfolio",
    title: "Work that moves the numbers",
    description:
      "Selected case studies from healthcare, real estate and legal clients, with the results their teams measured after launch.",
  },
  "/careers": {
    eyebrow: "Careers",
    title: "Build what's next with Cardinal",
    description:
      "Join a team of engineers, designers and strategists shipping meaningful work for clients around the world.",
  },
  "/auth": {
    eyebrow: "Client & staff access",
    title: "Sign in to Cardinal",
    description: "Sign in to your account, or create one to follow your projects with us.",
  },
  "/admin": {
    eyebrow: "Staff only",
    title: "Admin Dashboard",
    description: "Projects, clients, services, team, finance, hosting and marketing in one place.",
  },
  "/test": {
    eyebrow: "Sharing preview",
    title: "Social media meta tags",
    description:
      "How this site describes itself to Facebook, LinkedIn, X and messaging apps when someone shares a link.",
  },
} satisfies Record<string, PageIntro>;

export interface ServiceIntro extends PageIntro {
  eyebrow: string;
}

/** Category label, title and lead of each service page. */
export const serviceIntros: Record<string, ServiceIntro> = {
  "web-development": {
    eyebrow: "Technology Service",
    title: "Web Development",
    description:
      "Enterprise-grade websites built with modern frameworks, engineered for speed, security and search from the first commit.",
  },
  "mobile-applications": {
    eyebrow: "Digital Service",
    title: "Mobile Applications",
    description: "Native and cross-platform apps for iOS and Android that people keep on their home screen.",
  },
  "web-applications": {
    eyebrow: "Innovation Service",
    title: "Web Applications",
    description:
      "Complex business applications with enterprise architecture behind an interface your team will enjoy using.",
  },
  "cloud-solutions": {
    eyebrow: "Infrastructure Service",
    title: "Cloud Solutions",
    description:
      "Scalable, secure cloud hosting and migrations with enterprise-level support around the clock.",
  },
  "seo-insights": {
    eyebrow: "Analytics Service",
    title: "SEO & Insights",
    description:
      "Strategic optimization and clear analytics that show what drives traffic, leads and revenue, and what to fix next.",
  },
  "brand-identity": {
    eyebrow: "Strategy Service",
    title: "Brand Identity",
    description:
      "Complete brand development, from positioning and naming to visual identity systems that scale across every channel.",
  },
  "digital-campaigns": {
    eyebrow: "Marketing Service",
    title: "Digital Campaigns",
    description:
      "Data-driven campaigns that build communities and deliver measurable return on every dollar.",
  },
  "experience-optimization": {
    eyebrow: "AI Service",
    title: "Experience Optimization",
    description:
      "Answer engine optimization (AEO) that makes your brand the one AI assistants recommend, measured and improved in real time.",
  },
};
