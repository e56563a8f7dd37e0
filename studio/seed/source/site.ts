import { cards, cta, heading, image, keyed, seo, stats } from "./helpers.ts";

const PHONE_LINK = "tel:+18327777312";

export const siteSettings = {
  _id: "siteSettings",
  _type: "siteSettings",
  siteName: "Cardinal Consulting",
  tagline:
    "A Houston-based creative design studio with global reach. We design, build and grow digital products for organizations that want to lead.",
  nav: keyed(
    "navLink",
    [
      { label: "Services", href: "/services" },
      { label: "Industries", href: "/industries" },
      { label: "Portfolio", href: "/insights" },
      { label: "About", href: "/about" },
      { label: "Contact", href: "/contact" },
    ],
    "nav",
  ),
  signInLabel: "Sign In",
  companyLinks: keyed(
    "navLink",
    [
      { label: "About", href: "/about" },
      { label: "Careers", href: "/careers" },
      { label: "Portfolio", href: "/insights" },
      { label: "Contact", href: "/contact" },
    ],
    "company",
  ),
  legalLinks: keyed(
    "navLink",
    [
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms" },
    ],
    "legal",
  ),
  contact: {
    email: "hello@cardinalhouston.com",
    supportEmail: "support@cardinalhouston.com",
    phone: "(832) 777-7312",
    phoneNote: "Available {supportHours}",
  },
  offices: keyed(
    "office",
    [
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
    "office",
  ),
  footer: {
    servicesTitle: "Services",
    industriesTitle: "Industries",
    companyTitle: "Company",
    officesTitle: "Offices",
    newsletterTitle: "Stay in the loop",
    newsletterText: "Insights on digital strategy, design and engineering, once a month.",
    copyright: "Cardinal Consulting. All rights reserved.",
  },
  defaultSeo: seo(
    "Cardinal Consulting | Houston digital agency",
    "Cardinal Consulting designs, builds and grows websites, apps, cloud platforms and brands for organizations in Houston, Dubai, Irvine and beyond.",
    ["og-default.svg", "Cardinal Consulting: abstract red and ink shapes"],
  ),
};

/**
 * The company's figures, typed once; pages write their tokens. The site's copy quotes two project counts
 * (500+ in the marketing figures, 150+ in the home hero), so both are kept as the copy words them and
 * the Studio shows the disagreement here, for an editor to settle.
 */
export const companyFacts = {
  _id: "companyFacts",
  _type: "companyFacts",
  facts: keyed(
    "companyFact",
    [
      { key: "projectsDelivered", kind: "projects", value: "500+", label: "Projects delivered" },
      { key: "homeProjects", kind: "projects", value: "150+", label: "Projects (home hero)" },
      { key: "enterpriseClients", kind: "clients", value: "50+", label: "Enterprise clients" },
      { key: "uptimeGuarantee", kind: "uptime", value: "99.9%", label: "Uptime guarantee" },
      { key: "foundedYear", kind: "founded", value: "2015", label: "Founding year" },
      { key: "supportHours", kind: "support", value: "24/7", label: "Support hours" },
    ],
    "fact",
  ),
};

export const notFoundPage = {
  _id: "notFoundPage",
  _type: "notFoundPage",
  title: "Oops! Page not found",
  text: "The page you are looking for does not exist or has moved.",
  linkLabel: "Return to Home",
};

export const homePage = {
  _id: "homePage",
  _type: "homePage",
  seo: seo(
    "Cardinal Consulting | Make an impact that matters",
    "Web development, mobile apps, cloud, SEO, branding and AI experience optimization from a Houston agency that has shipped {homeProjects} projects.",
    ["og-home.svg", "Cardinal Consulting home page artwork"],
  ),
  hero: {
    _type: "homeHero",
    title: "Make an impact that matters",
    subtitle:
      "We help organizations transform their business through technology, strategy, and innovation to create lasting value and competitive advantage.",
    primary: cta("Get started", "/#contact"),
    secondary: cta("Learn more", "/#services"),
    stats: stats(
      [
        ["{homeProjects}", "Projects"],
        ["{officeCount}", "Global offices"],
        ["{supportHours}", "Client support"],
      ],
      "hero",
    ),
    image: image("hero-home.svg", "Abstract artwork in cardinal red: layered circles and flowing lines"),
  },
  evaluation: heading(
    "Evaluate Your Project for Free",
    "Tell us what you are planning. A strategist reviews every request and replies within 2 hours with a first assessment of scope, risks and budget.",
    "Free project evaluation",
  ),
  servicesSection: {
    _type: "homeServicesSection",
    heading: heading(
      "Digital solutions that drive growth",
      "We deliver end-to-end digital solutions that position organizations for sustained growth in an increasingly connected world.",
      "What we do",
    ),
    cardLinkLabel: "Learn more",
  },
  about: {
    _type: "homeAbout",
    heading: heading(
      "Making an impact that matters",
      "Since {foundedYear} Cardinal has helped companies and public bodies turn ambitious plans into working software. Strategists, designers and engineers sit on one team, so the people who scope your project are the people who ship it.",
      "About Cardinal",
    ),
    stepsTitle: "How we work together",
    steps: keyed(
      "aboutStep",
      [
        {
          title: "Discovery Call",
          duration: "30-60 mins",
          description:
            "We listen to your goals, constraints and timeline, and tell you honestly whether we are the right fit.",
        },
        {
          title: "Strategy & Planning",
          duration: "3-5 days",
          description:
            "You receive a written plan with scope, architecture, milestones and a fixed budget range.",
        },
        {
          title: "Development Sprint",
          duration: "2-12 weeks",
          description: "We build in two-week sprints and demo working software at the end of each one.",
        },
        {
          title: "Launch & Support",
          duration: "Ongoing",
          description:
            "We launch, monitor and keep improving, with a support line that answers around the clock.",
        },
      ],
      "step",
    ),
    primary: cta("Schedule Discovery Call", "/#contact"),
    secondary: cta("Learn more about us", "/about"),
  },
  industriesSection: heading(
    "Industries we know from the inside",
    "Regulation, data and customer expectations differ by industry. Our teams bring the domain knowledge each one demands.",
    "Industries",
  ),
  portfolio: {
    _type: "homePortfolio",
    heading: heading(
      "Work that moves the numbers",
      "A selection of recent platforms and what they changed for the organizations that run them.",
      "Portfolio",
    ),
    caseStudyLinkLabel: "View case study",
    allLink: cta("View all case studies", "/insights"),
  },
  contact: {
    _type: "homeContact",
    heading: heading(
      "Let's build what comes next",
      "Tell us about your project. We answer every message within 24 hours, and the first conversation is free.",
      "Contact",
    ),
    cards: keyed(
      "contactCard",
      [
        {
          icon: "mail",
          title: "Email us",
          value: "hello@cardinalhouston.com",
          note: "We reply within 24 hours",
          href: "mailto:hello@cardinalhouston.com",
        },
        {
          icon: "phone",
          title: "Call us",
          value: "(832) 777-7312",
          note: "Available {supportHours}",
          href: PHONE_LINK,
        },
        {
          icon: "map-pin",
          title: "Visit us",
          value: "2100 West Loop S Fwy, Houston, TX 77027",
          note: "Houston headquarters",
        },
        { icon: "clock", title: "Office hours", value: "Mon-Fri 9AM-6PM", note: "Weekends by appointment" },
      ],
      "contact",
    ),
    formTitle: "Quick Contact",
    quoteButtonLabel: "Get Comprehensive Quote",
    call: cta("Call Now", PHONE_LINK),
    // There is no chat service: Live Chat leads to the Quick Contact form on the same page.
    chat: cta("Live Chat", "#quick-contact"),
  },
};

export const industriesPage = {
  _id: "industriesPage",
  _type: "industriesPage",
  seo: seo(
    "Industries | Cardinal Consulting",
    "Digital platforms for real estate, government, legal and healthcare organizations, built with the compliance and integrations each sector requires.",
    ["og-industries.svg", "Industries artwork"],
  ),
  heading: heading(
    "Solutions shaped by your industry",
    "From MLS feeds to Section 508 and HIPAA, we know the rules and the systems your sector runs on.",
    "Industries",
  ),
  quoteCta: {
    _type: "quoteCallout",
    title: "Need a solution built for your industry?",
    text: "Describe your project once and receive a tailored proposal with scope, timeline and budget.",
    buttonLabel: "Start Your Comprehensive Quote",
    smallPrint: "{quoteSteps}-step quote · Instant estimate · Response within 24 hours",
  },
};

export const aboutPage = {
  _id: "aboutPage",
  _type: "aboutPage",
  seo: seo(
    "About | Cardinal Consulting",
    "A Houston agency founded in {foundedYear}, with offices in Dubai and Irvine: strategists, designers and engineers on one team.",
    ["og-about.svg", "About Cardinal artwork"],
  ),
  heading: heading(
    "Making an impact that matters",
    "Cardinal Consulting is a Houston digital agency with global reach. We have been building for clients since {foundedYear}.",
    "About Cardinal",
  ),
  story: keyed(
    "textSection",
    [
      {
        title: "Where we started",
        text: "Cardinal began in Houston in {foundedYear} as a small studio building websites for local firms. Clients kept asking for more: apps, cloud hosting, search visibility, brands. We grew to answer them.",
      },
      {
        title: "How we work",
        text: "One team owns your project from the first call to long after launch. Strategy, design and engineering sit together, so decisions are made quickly and nothing is lost in hand-offs.",
      },
      {
        title: "Where we are going",
        text: "With offices in Houston, Dubai and Irvine we serve clients across time zones, and we invest early in what comes next, from cloud-native platforms to AI experience optimization.",
      },
    ],
    "story",
  ),
  stats: stats(
    [
      ["{projectsDelivered}", "Projects delivered"],
      ["{uptimeGuarantee}", "Uptime guarantee"],
      ["{enterpriseClients}", "Enterprise clients"],
      ["{supportHours}", "Support"],
    ],
    "about",
  ),
  valuesHeading: heading("What we stand for", "The principles behind every engagement.", "Values"),
  values: cards(
    [
      ["target", "Outcomes over output", "We measure success in your numbers: revenue, reach, time saved."],
      ["handshake", "Straight talk", "Clear estimates, honest trade-offs and no surprises on the invoice."],
      ["shield-check", "Built to last", "Secure, documented, tested code that your team can own."],
      ["users", "One team", "Strategists, designers and engineers working side by side with you."],
    ],
    "value",
  ),
  officesHeading: heading("Our offices", "{officeCount} offices, one team, around the clock.", "Locations"),
};

export const contactPage = {
  _id: "contactPage",
  _type: "contactPage",
  seo: seo(
    "Contact | Cardinal Consulting",
    "Talk to Cardinal Consulting: hello@cardinalhouston.com, (832) 777-7312, offices in Houston, Dubai and Irvine.",
    ["og-contact.svg", "Contact artwork"],
  ),
  heading: heading(
    "Let's talk about your project",
    "Send a message, request a quote or call us. A real person answers within 24 hours.",
    "Contact",
  ),
  officesHeading: heading("Visit an office", "Meetings in person by appointment.", "Offices"),
};

export const portfolioPage = {
  _id: "portfolioPage",
  _type: "portfolioPage",
  seo: seo(
    "Portfolio | Cardinal Consulting",
    "Case studies from healthcare, real estate and legal: platforms serving tens of thousands of users with measurable results.",
    ["og-portfolio.svg", "Portfolio artwork"],
  ),
  heading: heading(
    "Results our clients can measure",
    "Each project starts with a business goal. These are the platforms we built and what they achieved.",
    "Portfolio",
  ),
  cta: {
    _type: "banner",
    title: "Want results like these?",
    text: "Tell us where you want to be in a year and we will show you how to get there.",
    primary: cta("Start Your Project", "/#contact"),
    secondary: cta("Explore Services", "/services"),
  },
};

export const testPage = {
  _id: "testPage",
  _type: "testPage",
  seo: seo(
    "Social sharing test | Cardinal Consulting",
    "How this site describes its pages to social networks: Open Graph and Twitter card tags, and how to check them.",
    ["og-test.svg", "Social sharing test artwork"],
  ),
  heading: heading(
    "Social media meta tags",
    "When a link to this site is shared, social networks read a few tags in the page head to build the preview card. This page explains them.",
    "Test page",
  ),
  sections: keyed(
    "textSection",
    [
      {
        title: "Open Graph",
        text: "og:title, og:description, og:image and og:url describe the page to Facebook, LinkedIn and most messaging apps. The image is 1200×630 pixels so it is never cropped awkwardly.",
      },
      {
        title: "Twitter cards",
        text: "twitter:card set to summary_large_image shows the same image in full width on X. Title and description fall back to the Open Graph values.",
      },
      {
        title: "Where the values come from",
        text: "Every page has an SEO section in the Studio. Empty fields fall back to the defaults in Site settings, so every page always has a preview.",
      },
    ],
    "test",
  ),
  tagsHeading: heading(
    "The tags on this page",
    "These are the tags this very page sends, read from the same metadata that fills its head.",
    "Live example",
  ),
  checklistTitle: "Before you share a page",
  checklist: [
    "The preview shows the page title, not the site name alone",
    "The description is one or two full sentences",
    "The image is 1200×630 and readable at small sizes",
    "The link points to the canonical address of the page",
  ],
};
