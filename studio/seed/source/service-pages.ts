import { banner, cards, cta, heading, seo, textSections } from "./helpers.ts";

export const CONTACT = "/#contact";
export const WORK = "/insights";
/** Buttons with no other destination start a quote request. */
export const QUOTE = "#quote";

export const servicePage = (slug: string, fields: Record<string, unknown>) => ({
  _id: `servicePage-${slug}`,
  _type: "servicePage",
  service: { _type: "reference", _ref: `service-${slug}` },
  ...fields,
});

export const hero = (
  label: string,
  title: string,
  description: string,
  primary: [string, string],
  secondary: [string, string],
) => ({
  _type: "serviceHero",
  label,
  title,
  description,
  primary: cta(...primary),
  secondary: cta(...secondary),
});

export const labelledCards = (
  type: "serviceFeatures" | "serviceCloudExpertise" | "serviceCloudServices",
  title: string,
  text: string,
  items: [string, string, string][],
  prefix: string,
) => ({
  _type: type,
  heading: heading(title, text),
  cards: cards(items, prefix),
});

const capabilitiesHeading = (title: string, text: string) => heading(title, text, "Capabilities");

export const servicePages = [
  servicePage("web-development", {
    seo: seo(
      "Web Development | Cardinal Consulting",
      "Fast, secure websites and web platforms built with React, Next.js and Node.js by a Houston team that supports them after launch.",
      ["og-service-web-development.svg", "Web development artwork"],
    ),
    hero: hero(
      "Technology Service",
      "Web Development",
      "Enterprise-grade websites and platforms built with modern frameworks, designed to load fast, rank well and grow with your business.",
      ["Start Your Project", CONTACT],
      ["Get Quote", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "What we build",
      "From marketing sites to complex platforms, engineered for performance.",
    ),
    capabilities: cards(
      [
        ["code", "Custom Websites", "Hand-built sites with a CMS your team can edit without a developer."],
        [
          "boxes",
          "E-commerce",
          "Storefronts and checkouts that convert, integrated with payments and inventory.",
        ],
        [
          "layers",
          "CMS Integration",
          "Structured content with Sanity, Contentful or WordPress, ready for every channel.",
        ],
        [
          "gauge",
          "Progressive Web Apps",
          "App-like speed and offline support, installable straight from the browser.",
        ],
      ],
      "cap",
    ),
    features: labelledCards(
      "serviceFeatures",
      "Why our web builds last",
      "The foundations we put under every site.",
      [
        [
          "layers",
          "Modern Frameworks",
          "React and Next.js for fast pages, great SEO and a productive codebase.",
        ],
        [
          "server",
          "Full-Stack Solutions",
          "Front end, APIs and databases delivered by one accountable team.",
        ],
        [
          "shield-check",
          "Security First",
          "OWASP practices, dependency audits and encrypted data by default.",
        ],
        ["zap", "Performance Optimized", "Core Web Vitals in the green, measured before every release."],
      ],
      "feat",
    ),
    processList: {
      _type: "serviceProcessList",
      heading: heading("How a web project runs", "A short, predictable path from idea to launch."),
      items: textSections(
        [
          ["Discovery & Planning", "We map goals, audiences and content, and agree on scope and budget."],
          [
            "Design & Prototyping",
            "Wireframes and visual design, tested with real users before development.",
          ],
          ["Development & Testing", "Sprints with weekly demos, automated tests and performance checks."],
          ["Launch & Support", "A rehearsed launch, monitoring and a support plan that fits your team."],
        ],
        "step",
      ),
    },
    technologies: {
      _type: "serviceTechnologies",
      heading: heading("Technologies we use", "Proven tools chosen for long-term maintainability."),
      items: [
        "React",
        "Next.js",
        "TypeScript",
        "Node.js",
        "Express",
        "MongoDB",
        "PostgreSQL",
        "AWS",
        "Docker",
        "Kubernetes",
        "GraphQL",
        "REST APIs",
      ],
    },
    banner: banner(
      "Ready to build a faster website?",
      "Tell us about your project and receive a detailed proposal within 24 hours.",
      ["Get Quote", CONTACT],
      ["Start Your Project", CONTACT],
    ),
  }),
  servicePage("mobile-applications", {
    seo: seo(
      "Mobile Applications | Cardinal Consulting",
      "Native and cross-platform iOS and Android apps, from product design to App Store launch and beyond.",
      ["og-service-mobile-applications.svg", "Mobile applications artwork"],
    ),
    hero: hero(
      "Digital Service",
      "Mobile Applications",
      "Native and cross-platform apps that people keep on their home screen, designed, built and launched by one team.",
      ["Start Your Project", CONTACT],
      ["Get Quote", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "What we deliver",
      "Everything an app needs, from the first sketch to the store listing.",
    ),
    capabilities: cards(
      [
        ["smartphone", "iOS Development", "Swift and SwiftUI apps that feel at home on iPhone and iPad."],
        ["devices", "Android Development", "Kotlin apps tuned for the wide range of Android devices."],
        ["layers", "Cross-Platform Apps", "One React Native or Flutter codebase for both stores."],
        [
          "rocket",
          "App Store Launch",
          "Store listings, review guidelines and release management handled for you.",
        ],
      ],
      "cap",
    ),
    features: labelledCards(
      "serviceFeatures",
      "Built for the way people use phones",
      "What every app we ship includes.",
      [
        [
          "devices",
          "Cross-Platform Development",
          "Share code across iOS and Android without compromising the experience.",
        ],
        ["gauge", "Native Performance", "Smooth 60 fps interfaces and fast start-up on every device."],
        [
          "heart",
          "User-Centric Design",
          "Flows tested with real users and refined until they feel effortless.",
        ],
        [
          "wifi-off",
          "Offline Capabilities",
          "Local storage and sync so the app keeps working without a signal.",
        ],
      ],
      "feat",
    ),
    processList: {
      _type: "serviceProcessList",
      heading: heading("From idea to app store", "How we take an app from concept to launch."),
      items: textSections(
        [
          ["Product Strategy", "We define the core journeys, the audience and the features for launch."],
          ["UX & UI Design", "Prototypes on real devices, tested with users before we build."],
          ["Development", "Sprints with TestFlight and Play Console builds you can try every week."],
          ["Launch & Growth", "Store release, analytics and updates driven by what users do."],
        ],
        "step",
      ),
    },
    technologies: {
      _type: "serviceTechnologies",
      heading: heading("Platforms", "We build for the platforms your customers use."),
      items: ["iOS", "Android", "React Native", "Flutter"],
    },
    banner: banner(
      "Ready to launch your app?",
      "Share your idea and we will plan the fastest route to the app stores.",
      ["Get Quote", CONTACT],
      ["Start Your Project", CONTACT],
    ),
  }),
  servicePage("web-applications", {
    seo: seo(
      "Web Applications | Cardinal Consulting",
      "Complex web applications, portals and SaaS products with enterprise architecture and interfaces people enjoy using.",
      ["og-service-web-applications.svg", "Web applications artwork"],
    ),
    hero: hero(
      "Innovation Service",
      "Web Applications",
      "Portals, dashboards and SaaS products with enterprise architecture underneath and intuitive interfaces on top.",
      ["Start Your Project", CONTACT],
      ["Get Quote", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "Applications we build",
      "Software that runs core parts of a business.",
    ),
    capabilities: cards(
      [
        [
          "layout-dashboard",
          "Dashboards & Portals",
          "Self-service portals and dashboards for customers, partners and staff.",
        ],
        ["boxes", "SaaS Products", "Multi-tenant products with subscriptions, roles and usage billing."],
        [
          "workflow",
          "Workflow Automation",
          "Replace spreadsheets and email chains with reliable, audited workflows.",
        ],
        ["database", "Data Platforms", "Pipelines and reporting that turn scattered data into decisions."],
      ],
      "cap",
    ),
    features: labelledCards(
      "serviceFeatures",
      "Engineering you can build a business on",
      "How we keep complex software simple to use and to run.",
      [
        [
          "layers",
          "Scalable Architecture",
          "Services and data models designed for the load you expect in three years.",
        ],
        ["lock", "Role-Based Security", "Fine-grained permissions, audit logs and single sign-on."],
        ["eye", "Intuitive Interfaces", "Complex tasks broken into clear steps that need no manual."],
        ["refresh", "Continuous Delivery", "Automated tests and deployments so improvements ship weekly."],
      ],
      "feat",
    ),
    processList: {
      _type: "serviceProcessList",
      heading: heading("Capabilities", "What our web application team brings to your project."),
      items: textSections(
        [
          [
            "Requirements Engineering",
            "Workshops that turn business rules into precise, testable requirements.",
          ],
          [
            "Solution Architecture",
            "Technology choices, data models and integration plans documented up front.",
          ],
          ["API Development", "REST and GraphQL APIs with versioning, documentation and rate limiting."],
          ["Real-Time Features", "Live updates, notifications and collaboration over WebSockets."],
          ["Third-Party Integrations", "Payments, CRMs, ERPs and identity providers connected reliably."],
          ["Accessibility", "WCAG 2.2 AA interfaces usable with keyboard and screen readers."],
          ["Performance Engineering", "Profiling, caching and query tuning for fast responses under load."],
          ["Maintenance & Support", "Monitoring, security updates and a roadmap after launch."],
        ],
        "cap",
      ),
    },
    banner: banner(
      "Ready to build your application?",
      "Tell us the problem your team faces and we will propose the software that solves it.",
      ["Get Quote", CONTACT],
      ["Start Your Project", CONTACT],
    ),
  }),
  servicePage("cloud-solutions", {
    seo: seo(
      "Cloud Solutions | Cardinal Consulting",
      "Cloud migration, infrastructure as code, Kubernetes and 24/7 managed hosting on AWS, Azure and Google Cloud.",
      ["og-service-cloud-solutions.svg", "Cloud solutions artwork"],
    ),
    hero: hero(
      "Infrastructure Service",
      "Cloud Solutions",
      "Scalable, secure cloud hosting with enterprise-level support, planned, migrated and run by engineers who answer around the clock.",
      ["Migrate to Cloud", QUOTE],
      ["Get Assessment", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "Cloud done properly",
      "Infrastructure that is secure, observable and cost-efficient.",
    ),
    capabilities: cards(
      [
        ["cloud", "Cloud Architecture", "Designs that balance resilience, performance and monthly cost."],
        ["server", "Managed Hosting", "We run your platform with patching, backups and scaling included."],
        [
          "shield-check",
          "Security & Compliance",
          "Hardened networks, least-privilege access and audit-ready logs.",
        ],
        ["gauge", "24/7 Monitoring", "Alerts, dashboards and an on-call team that responds in minutes."],
      ],
      "cap",
    ),
    cloudExpertise: labelledCards(
      "serviceCloudExpertise",
      "Our cloud expertise",
      "Deep experience across the major providers.",
      [
        [
          "globe",
          "Multi-Cloud Strategy",
          "AWS, Azure and GCP: the right provider for each workload, without lock-in.",
        ],
        [
          "lock",
          "Enterprise Security",
          "Identity, encryption and compliance controls that satisfy auditors.",
        ],
        [
          "database",
          "Data Management",
          "Managed databases, backups and data pipelines that never lose a record.",
        ],
        ["map-pin", "Global Infrastructure", "Regions and CDNs placed close to your users for low latency."],
      ],
      "exp",
    ),
    cloudServices: labelledCards(
      "serviceCloudServices",
      "Cloud services",
      "Pick one service or hand us the whole platform.",
      [
        [
          "rocket",
          "Cloud Migration",
          "Move applications and data with a tested plan and no surprise downtime.",
        ],
        ["code", "Infrastructure as Code", "Terraform and Pulumi so every environment is reproducible."],
        [
          "boxes",
          "Container Orchestration",
          "Kubernetes clusters that scale with traffic and heal themselves.",
        ],
        ["zap", "Serverless Architecture", "Functions and managed services that cost nothing while idle."],
        [
          "workflow",
          "DevOps Implementation",
          "CI/CD pipelines that test and deploy every change automatically.",
        ],
        [
          "chart-line",
          "Monitoring & Analytics",
          "Metrics, traces and logs in one place, with alerts that matter.",
        ],
        [
          "refresh",
          "Disaster Recovery",
          "Backups and failover rehearsed so recovery is measured in minutes.",
        ],
        ["trending-up", "Cost Optimization", "Right-sizing and reserved capacity that cut monthly bills."],
      ],
      "tile",
    ),
    banner: banner(
      "Ready to Move to the Cloud?",
      "Get a free assessment of your current setup and a migration plan with clear costs.",
      ["Start Migration", CONTACT],
      ["Cloud Assessment", QUOTE],
    ),
  }),
  servicePage("seo-insights", {
    seo: seo(
      "SEO & Insights | Cardinal Consulting",
      "Technical SEO, keyword strategy and analytics that grow organic traffic. Try our free SEO analyzer.",
      ["og-service-seo-insights.svg", "SEO and insights artwork"],
    ),
    hero: hero(
      "Analytics Service",
      "SEO & Insights",
      "Strategic optimization and clear analytics that show where your traffic comes from and how to earn more of it.",
      ["Try Free SEO Analyzer", "#seo-analyzer"],
      ["Get Professional Audit", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "Search growth, measured",
      "Everything we do is tracked against traffic and revenue.",
    ),
    capabilities: cards(
      [
        [
          "chart-column",
          "Advanced Analytics",
          "Dashboards that connect rankings and traffic to leads and revenue.",
        ],
        [
          "search",
          "Keyword Strategy",
          "Research into what your buyers search for, mapped to pages that answer it.",
        ],
        [
          "trending-up",
          "Growth Optimization",
          "Continuous testing of titles, content and pages that convert.",
        ],
        [
          "eye",
          "Visibility Enhancement",
          "Technical fixes, structured data and links that lift your whole site.",
        ],
      ],
      "cap",
    ),
    analyzer: {
      _type: "serviceAnalyzer",
      enabled: true,
      heading: heading(
        "Check your site in seconds",
        "Enter an address to see scores, issues and recommendations.",
        "Free SEO analyzer",
      ),
    },
    banner: banner(
      "Ready to Dominate Search Results?",
      "Our professional audit shows exactly what holds your rankings back and how to fix it.",
      ["Get Professional Audit", CONTACT],
      ["View Case Studies", WORK],
    ),
  }),
  servicePage("brand-identity", {
    seo: seo(
      "Brand Identity | Cardinal Consulting",
      "Brand strategy, positioning and visual identity systems that make organizations recognizable and trusted.",
      ["og-service-brand-identity.svg", "Brand identity artwork"],
    ),
    hero: hero(
      "Strategy Service",
      "Brand Identity",
      "Complete brand development, from positioning and naming to logos, typography and guidelines your team can use every day.",
      ["Build Your Brand", QUOTE],
      ["Get Consultation", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "Brands with a point of view",
      "Strategy first, then a visual system that expresses it.",
    ),
    capabilities: cards(
      [
        [
          "compass",
          "Strategic Positioning",
          "A clear answer to why customers should choose you, backed by research.",
        ],
        ["pen-tool", "Visual Identity", "Logo, colour, typography and imagery designed as one system."],
        ["heart", "Emotional Connection", "A voice and story that make people care about what you do."],
        ["layers", "Brand Consistency", "Guidelines and templates that keep every touchpoint on brand."],
      ],
      "cap",
    ),
    banner: banner(
      "Ready to Build Your Brand?",
      "Book a consultation and leave with a clear picture of where your brand can go.",
      ["Start Branding", CONTACT],
      ["View Brand Work", WORK],
    ),
  }),
  servicePage("digital-campaigns", {
    seo: seo(
      "Digital Campaigns | Cardinal Consulting",
      "Paid, social and content campaigns planned around your numbers and optimized weekly for measurable ROI.",
      ["og-service-digital-campaigns.svg", "Digital campaigns artwork"],
    ),
    hero: hero(
      "Marketing Service",
      "Digital Campaigns",
      "Data-driven campaigns that reach the right audience, build a community around your brand and report the return on every dollar.",
      ["Launch Campaign", QUOTE],
      ["Get Strategy", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "Campaigns that pay for themselves",
      "Planned around your goals, optimized every week.",
    ),
    capabilities: cards(
      [
        ["target", "Targeted Strategy", "Audiences, channels and messages chosen from data, not guesswork."],
        ["trending-up", "Growth Focused", "Budgets shift weekly toward what brings customers in."],
        ["users", "Community Building", "Social content and engagement that turn followers into advocates."],
        ["chart-line", "Data-Driven ROI", "Attribution and reporting that show the return on each campaign."],
      ],
      "cap",
    ),
    banner: banner(
      "Ready to Launch Your Campaign?",
      "Tell us your goal and budget and we will draft a campaign plan within 24 hours.",
      ["Start Campaign", CONTACT],
      ["View Case Studies", WORK],
    ),
  }),
  servicePage("experience-optimization", {
    seo: seo(
      "Experience Optimization (AEO) | Cardinal Consulting",
      "Answer engine optimization: make your content the answer AI assistants and search engines give your customers.",
      ["og-service-experience-optimization.svg", "Experience optimization artwork"],
    ),
    hero: hero(
      "AI Service",
      "Experience Optimization",
      "Answer engine optimization for the next generation of search: we make your content the answer AI assistants trust and cite.",
      ["Optimize Experience", QUOTE],
      ["Learn About AEO", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "Optimization for AI-driven discovery",
      "How we prepare your content for AI systems.",
    ),
    capabilities: cards(
      [
        [
          "brain",
          "AI-Powered Analysis",
          "We test how AI assistants describe you today and where they get it wrong.",
        ],
        ["refresh", "Real-time Optimization", "Content and structured data updated as AI answers change."],
        [
          "crosshair",
          "Precision Targeting",
          "The questions your buyers ask, answered on pages AI systems can read.",
        ],
        [
          "rocket",
          "Future-Ready AEO",
          "Technical foundations that keep you visible as new AI platforms appear.",
        ],
      ],
      "cap",
    ),
    banner: banner(
      "Ready for AI-Powered Optimization?",
      "Find out how AI assistants present your business today and how to improve it.",
      ["Start AEO Journey", CONTACT],
      ["Explore AEO", "#capabilities"],
    ),
  }),
];
