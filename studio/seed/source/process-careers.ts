import { banner, cards, cta, heading, keyed, seo, stats } from "./helpers.ts";

/** A delivery phase of the process page: its title, duration, what it does and what it delivers. */
export const phase = (title: string, duration: string, description: string, bullets: string[]) => ({
  title,
  duration,
  description,
  bullets,
});

export const processPage = {
  _id: "processPage",
  _type: "processPage",
  seo: seo(
    "Services & process | Cardinal Consulting",
    "How Cardinal Consulting delivers: clear phases with fixed durations, from discovery and design to launch and ongoing growth.",
    ["og-process.svg", "Process artwork"],
  ),
  badge: "Digital Excellence Since {foundedYear}",
  heading: heading(
    "Building tomorrow's digital experiences",
    "A proven process, a senior team and the technology to match. This is how we turn your goals into products that perform.",
    "Our process",
  ),
  stats: stats(
    [
      ["{projectsDelivered}", "Projects delivered"],
      ["{uptimeGuarantee}", "Uptime guarantee"],
      ["{enterpriseClients}", "Enterprise clients"],
      ["{supportHours}", "Support"],
    ],
    "process",
  ),
  phasesHeading: heading(
    "From first call to lasting growth",
    "Every engagement follows the same {processSteps} phases, so you always know what happens next and what it delivers.",
    "How we deliver",
  ),
  phases: keyed(
    "processPhase",
    [
      phase(
        "Discovery & Strategy",
        "1-2 weeks",
        "We learn your business, users and goals, and agree on what success looks like.",
        [
          "Stakeholder interviews",
          "Market and competitor research",
          "Goals and success metrics",
          "Technical audit",
        ],
      ),
      phase(
        "Planning & Design",
        "1-2 weeks",
        "We turn the strategy into a scoped plan with architecture, milestones and budget.",
        ["Information architecture", "Technical architecture", "Milestones and budget", "Risk assessment"],
      ),
      phase(
        "Design & Prototyping",
        "2-3 weeks",
        "Designers shape the experience and test it with real users before code is written.",
        ["Wireframes and user flows", "Visual design system", "Clickable prototypes", "Usability testing"],
      ),
      phase(
        "Development & Integration",
        "4-12 weeks",
        "Engineers build in short sprints and connect the systems you already use.",
        [
          "Agile sprints with demos",
          "API and third-party integrations",
          "Code reviews",
          "Continuous integration",
        ],
      ),
      phase(
        "Testing & QA",
        "1-2 weeks",
        "We test every feature on real devices for function, speed, security and accessibility.",
        ["Automated test suites", "Cross-device testing", "Performance testing", "Security review"],
      ),
      phase(
        "Launch & Deployment",
        "1 week",
        "We release with a rehearsed plan, monitoring in place and your team trained.",
        ["Production deployment", "Monitoring and alerts", "Team training", "Launch checklist"],
      ),
      phase(
        "Growth & Optimization",
        "Ongoing",
        "After launch we measure, learn and keep improving what drives results.",
        ["Analytics and reporting", "A/B testing", "Feature roadmap", "Support and maintenance"],
      ),
    ],
    "phase",
  ),
  whyHeading: heading(
    "Why clients choose Cardinal",
    "Senior people, proven methods and results we are willing to measure.",
    "Why choose us",
  ),
  whyChooseUs: cards(
    [
      [
        "shield-check",
        "Enterprise Security",
        "Security reviews, encryption and compliance built into every project from day one.",
      ],
      [
        "zap",
        "Rapid Development",
        "Reusable components and automated pipelines let us ship 3x faster than typical agencies.",
      ],
      [
        "trending-up",
        "Proven ROI",
        "We agree on metrics up front and report on them, so you see what your investment returns.",
      ],
      [
        "lightbulb",
        "Smart Solutions",
        "We choose the simplest technology that solves the problem, and AI where it truly helps.",
      ],
    ],
    "why",
  ),
  testimonialsHeading: heading(
    "What our clients say",
    "Results in the words of the people we work with.",
    "Testimonials",
  ),
  cta: banner(
    "Ready to transform your digital presence?",
    "Tell us where you want to go. We will come back within 24 hours with a plan to get there.",
    ["Start Your Project", "#quote"],
    ["View Our Work", "/insights"],
  ),
};

export const careersPage = {
  _id: "careersPage",
  _type: "careersPage",
  seo: seo(
    "Careers | Cardinal Consulting",
    "Join Cardinal Consulting in Houston or remotely: open roles in engineering, design, marketing and operations.",
    ["og-careers.svg", "Careers artwork"],
  ),
  heading: heading(
    "Do the best work of your career",
    "We are a team of builders who care about craft and about the people we build for. Come grow with us.",
    "Careers",
  ),
  benefitsHeading: heading("Why work at Cardinal", "What you can expect when you join us.", "Benefits"),
  benefits: cards(
    [
      [
        "users",
        "Collaborative Culture",
        "Small teams, open feedback and colleagues who help each other ship.",
      ],
      [
        "globe",
        "Global Impact",
        "Projects for clients across three continents and the industries that shape daily life.",
      ],
      [
        "graduation-cap",
        "Growth Opportunities",
        "A learning budget, mentoring and a clear path to senior and lead roles.",
      ],
      [
        "sun",
        "Work-Life Balance",
        "Flexible hours, remote-friendly teams and time off that you actually take.",
      ],
    ],
    "benefit",
  ),
  rolesHeading: heading(
    "Open positions",
    "{employmentTerms} with health, dental and retirement benefits.",
    "Join us",
  ),
  applyLabel: "Apply Now",
  applyEmail: "hello@cardinalhouston.com",
  applySubject: "Application: {role}",
  resume: {
    _type: "openApplication",
    title: "Don't see the right role?",
    text: "We are always glad to meet talented people. Send your resume and tell us what you would like to work on.",
    button: cta("Send us your resume", "mailto:hello@cardinalhouston.com?subject=Resume"),
  },
};
