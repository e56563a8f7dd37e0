import { image, stats, textSections } from "./helpers.ts";

const serviceRows: [string, string, string, string, string, string, string][] = [
  // slug, category, title, description, icon, gradient, accent
  [
    "web-development",
    "TECHNOLOGY",
    "Web Development",
    "Enterprise-grade solutions built with cutting-edge technologies for optimal performance.",
    "code",
    "crimson",
    "brand",
  ],
  [
    "mobile-applications",
    "DIGITAL",
    "Mobile Applications",
    "Native and cross-platform mobile solutions that deliver exceptional user experiences.",
    "smartphone",
    "ocean",
    "blue",
  ],
  [
    "web-applications",
    "INNOVATION",
    "Web Applications",
    "Complex applications with enterprise architecture and intuitive user interfaces.",
    "app-window",
    "violet",
    "purple",
  ],
  [
    "cloud-solutions",
    "INFRASTRUCTURE",
    "Cloud Solutions",
    "Scalable, secure cloud hosting solutions with enterprise-level support.",
    "cloud",
    "indigo",
    "cyan",
  ],
  [
    "seo-insights",
    "ANALYTICS",
    "SEO & Insights",
    "Strategic optimization and comprehensive analytics to maximize performance.",
    "chart-column",
    "emerald",
    "green",
  ],
  [
    "brand-identity",
    "STRATEGY",
    "Brand Identity",
    "Complete brand development from positioning to visual identity systems.",
    "palette",
    "sunset",
    "pink",
  ],
  [
    "digital-campaigns",
    "MARKETING",
    "Digital Campaigns",
    "Data-driven strategies that build communities and drive measurable ROI.",
    "megaphone",
    "amber",
    "orange",
  ],
  [
    "experience-optimization",
    "AI",
    "Experience Optimization",
    "Pioneer AEO services optimizing for next-generation AI systems.",
    "sparkles",
    "slate",
    "yellow",
  ],
];

export const services = serviceRows.map(
  ([slug, category, title, description, icon, gradient, accent], index) => ({
    _id: `service-${slug}`,
    _type: "service",
    title,
    slug,
    category,
    description,
    icon,
    gradient,
    accent,
    order: index + 1,
  }),
);

export const industries = [
  {
    _id: "industry-real-estate",
    _type: "industry",
    name: "Real Estate",
    slug: "real-estate",
    linkLabel: "Real Estate",
    icon: "building",
    headline: "Platforms that move properties faster",
    overview:
      "Brokerages, developers and property managers rely on us for listing sites that sync with the MLS in minutes, apps that let buyers tour homes from anywhere, and back-office systems that keep commissions, documents and tenants in order.",
    stats: stats(
      [
        ["500+", "Properties Listed"],
        ["98%", "Client Satisfaction"],
        ["24/7", "System Uptime"],
      ],
      "re",
    ),
    services: [
      "Custom Web Development",
      "Mobile Applications",
      "Corporate Branding",
      "Property Management Systems",
    ],
    specialties: [
      "MLS Integration & Data Synchronization",
      "Virtual Reality Property Tours",
      "Automated Property Valuation Models",
      "Real Estate Investment Analytics",
      "Commission & Transaction Management",
      "Digital Document Management",
      "Responsive Real Estate Websites",
      "Mobile Property Discovery Apps",
      "Real Estate Brand Development",
    ],
    quoteButtonLabel: "Get a Real Estate Quote",
    order: 1,
  },
  {
    _id: "industry-government",
    _type: "industry",
    name: "Government",
    slug: "government",
    linkLabel: "Government",
    icon: "landmark",
    headline: "Public services citizens can rely on",
    overview:
      "Agencies and municipalities work with us to put services online that every resident can use. We build accessible, secure platforms that meet Section 508, FISMA and FedRAMP requirements and connect the systems departments already run.",
    stats: stats(
      [
        ["99.9%", "Security Uptime"],
        ["50K+", "Citizens Served"],
        ["100%", "Compliance Rate"],
      ],
      "gov",
    ),
    services: [
      "Government Web Development (Section 508)",
      "Mobile Government Apps",
      "Government Branding",
      "Secure Infrastructure (FedRAMP)",
    ],
    specialties: [
      "Section 508 Accessibility Compliance",
      "FISMA Security Framework Implementation",
      "Open Data Initiatives & APIs",
      "Digital Identity Management",
      "Interagency System Integration",
      "Emergency Response Systems",
      "Government Website Development",
      "Civic Mobile Applications",
      "Public Sector Brand Guidelines",
    ],
    quoteButtonLabel: "Get a Government Quote",
    order: 2,
  },
  {
    _id: "industry-legal",
    _type: "industry",
    name: "Legal",
    slug: "legal",
    linkLabel: "Legal Services",
    icon: "scale",
    headline: "Technology that protects privilege and saves hours",
    overview:
      "Law firms and legal departments use our portals and automation to serve clients securely and bill accurately. We handle document assembly, court filing integrations and conflict checks, so attorneys spend their time on the law.",
    stats: stats(
      [
        ["1000+", "Cases Managed"],
        ["95%", "Time Savings"],
        ["24/7", "Support Available"],
      ],
      "legal",
    ),
    services: ["Legal Web Development", "Legal Mobile Apps", "Legal Branding", "Secure Client Portals"],
    specialties: [
      "Attorney-Client Privilege Protection",
      "Legal Document Automation",
      "Court Filing System Integration",
      "Time & Billing Management",
      "Conflict of Interest Checking",
      "Legal Marketing & SEO",
      "Law Firm Website Development",
      "Legal Practice Mobile Apps",
      "Legal Brand Development",
    ],
    quoteButtonLabel: "Get a Legal Quote",
    order: 3,
  },
  {
    _id: "industry-healthcare",
    _type: "industry",
    name: "Healthcare",
    slug: "healthcare",
    linkLabel: "Healthcare",
    icon: "heart-pulse",
    headline: "Connected care, compliant by design",
    overview:
      "Clinics, hospital groups and health-tech companies trust us with patient data. We build HIPAA-compliant portals and apps, integrate EHRs over HL7 and FHIR, and streamline billing so care teams can focus on patients.",
    stats: stats(
      [
        ["10K+", "Patients Served"],
        ["100%", "HIPAA Compliance"],
        ["30%", "Efficiency Increase"],
      ],
      "health",
    ),
    services: [
      "Healthcare Web Development (HIPAA)",
      "Medical Mobile Apps",
      "Healthcare Branding",
      "Patient Management Systems",
    ],
    specialties: [
      "Electronic Health Records (EHR)",
      "Medical Device Integration",
      "Clinical Decision Support Systems",
      "Healthcare Interoperability (HL7/FHIR)",
      "Medical Billing & Claims Processing",
      "Patient Engagement Platforms",
      "Medical Website Development",
      "Healthcare Mobile Applications",
      "Medical Practice Branding",
    ],
    quoteButtonLabel: "Get a Healthcare Quote",
    order: 4,
  },
];

export const caseStudies = [
  {
    _id: "caseStudy-healthcare-portal",
    _type: "caseStudy",
    title: "Healthcare Portal Platform",
    slug: "healthcare-portal",
    category: "Healthcare",
    description:
      "A HIPAA-compliant patient portal for a regional clinic network: appointments, records and secure messaging in one place, integrated with three EHR systems.",
    image: image("case-healthcare-portal.svg", "Abstract artwork in teal and blue for the healthcare portal"),
    tags: ["React", "Node.js", "Security", "HIPAA"],
    metrics: stats(
      [
        ["50K+", "Users"],
        ["99.9%", "Uptime"],
        ["4.9/5", "Satisfaction"],
      ],
      "hp",
    ),
    story: textSections(
      [
        [
          "The challenge",
          "Patients of a regional clinic network juggled phone queues, paper forms and three separate record systems. Staff spent hours a day re-keying data, and every new tool had to pass a HIPAA review.",
        ],
        [
          "What we built",
          "A single patient portal in React and Node.js for booking, records and secure messaging, connected to all three EHR systems through HL7/FHIR interfaces, with encryption at rest and in transit, audit logging and role-based access.",
        ],
        [
          "The outcome",
          "More than 50,000 patients now use the portal, it has kept 99.9% uptime since launch, and patients rate it 4.9 out of 5. Front-desk calls about appointments fell sharply in the first quarter.",
        ],
      ],
      "hpStory",
    ),
    order: 1,
  },
  {
    _id: "caseStudy-real-estate-crm",
    _type: "caseStudy",
    title: "Real Estate CRM System",
    slug: "real-estate-crm",
    category: "Real Estate",
    description:
      "A CRM for a multi-office brokerage that scores leads with machine learning and gives agents live market analytics on every listing.",
    image: image("case-real-estate-crm.svg", "Abstract artwork in amber and crimson for the real estate CRM"),
    tags: ["Vue.js", "Python", "AI", "Analytics"],
    metrics: stats(
      [
        ["10K+", "Properties"],
        ["$2.5B+", "Deals"],
        ["500+", "Agents"],
      ],
      "re",
    ),
    story: textSections(
      [
        [
          "The challenge",
          "A growing brokerage tracked leads in spreadsheets and listings in its MLS feed, so agents could not tell which buyers were ready or how a property compared with the market.",
        ],
        [
          "What we built",
          "A CRM in Vue.js and Python that syncs every listing from the MLS, scores leads with a machine-learning model trained on the brokerage's own closings, and gives each agent live market analytics on their phone.",
        ],
        [
          "The outcome",
          "The platform manages more than 10,000 properties for over 500 agents, and more than $2.5 billion in deals have closed through it.",
        ],
      ],
      "reStory",
    ),
    order: 2,
  },
  {
    _id: "caseStudy-legal-case-management",
    _type: "caseStudy",
    title: "Legal Case Management",
    slug: "legal-case-management",
    category: "Legal",
    description:
      "A cloud case management platform used by law firms across Texas, with document automation, deadline tracking and audit-ready compliance logs.",
    image: image(
      "case-legal-case-management.svg",
      "Abstract artwork in violet and indigo for the legal platform",
    ),
    tags: ["Angular", "MongoDB", "Cloud", "Compliance"],
    metrics: stats(
      [
        ["25K+", "Cases"],
        ["150+", "Firms"],
        ["+40%", "Efficiency"],
      ],
      "legal",
    ),
    story: textSections(
      [
        [
          "The challenge",
          "Law firms were missing court deadlines hidden in email threads and rebuilding the same documents by hand, while clients expected answers the same day.",
        ],
        [
          "What we built",
          "A cloud case management platform in Angular and MongoDB with document automation, court deadline tracking, conflict checks and tamper-evident audit logs that satisfy bar compliance reviews.",
        ],
        [
          "The outcome",
          "More than 150 firms manage over 25,000 cases on the platform, and they report a 40% gain in efficiency on routine case work.",
        ],
      ],
      "legalStory",
    ),
    order: 3,
  },
];

export const testimonials = [
  {
    _id: "testimonial-sarah-chen",
    _type: "testimonial",
    name: "Sarah Chen",
    role: "CEO",
    company: "TechFlow Solutions",
    quote:
      "Cardinal rebuilt our site and checkout in ten weeks. Conversions are up 300%, and the team still answers our questions the same day.",
    rating: 5,
    order: 1,
  },
  {
    _id: "testimonial-marcus-rodriguez",
    _type: "testimonial",
    name: "Marcus Rodriguez",
    role: "Founder",
    company: "StartupHub",
    quote:
      "Our app passed 100k downloads with a 4.8-star rating. They pushed back when our ideas would have hurt users, and they were right every time.",
    rating: 5,
    order: 2,
  },
  {
    _id: "testimonial-elena-volkov",
    _type: "testimonial",
    name: "Elena Volkov",
    role: "CTO",
    company: "DataCore Industries",
    quote:
      "The cloud migration cut our infrastructure costs by 60% without a minute of unplanned downtime. Their documentation is the best we have received.",
    rating: 5,
    order: 3,
  },
];

export const jobOpenings = [
  {
    _id: "job-senior-full-stack-developer",
    _type: "jobOpening",
    title: "Senior Full Stack Developer",
    department: "Engineering",
    location: "Houston TX / Remote",
    employmentType: "Full-time",
    summary:
      "Lead the build of web platforms in TypeScript, React and Node.js, from architecture to production, and mentor the engineers around you.",
    order: 1,
  },
  {
    _id: "job-ui-ux-designer",
    _type: "jobOpening",
    title: "UI/UX Designer",
    department: "Design",
    location: "Houston TX / Remote",
    employmentType: "Full-time",
    summary:
      "Turn research into interfaces people enjoy: flows, prototypes and design systems for web and mobile products.",
    order: 2,
  },
  {
    _id: "job-digital-marketing-specialist",
    _type: "jobOpening",
    title: "Digital Marketing Specialist",
    department: "Marketing",
    location: "Remote",
    employmentType: "Full-time",
    summary:
      "Plan and run search, social and content campaigns for our clients, and report on the results that matter to them.",
    order: 3,
  },
  {
    _id: "job-project-manager",
    _type: "jobOpening",
    title: "Project Manager",
    department: "Operations",
    location: "Houston TX",
    employmentType: "Full-time",
    summary:
      "Keep projects on time and on budget: plan sprints, manage scope with clients and clear the way for the delivery team.",
    order: 4,
  },
];
