// The Spanish translations the site starts with (docs/i18n.md): documents beside the English ones, each
// with the English document's structure (same keys, same counts) and copy written for Spanish-speaking
// Houston, not word for word. Figures stay tokens, so both languages quote the same company facts.
import { translationId } from "../../../lib/i18n/translations.ts";
import { banner, cards, cta, heading, image, keyed, seo, stats } from "./helpers.ts";
import { phase, processPage } from "./process-careers.ts";
import { homePage, notFoundPage, siteSettings } from "./site.ts";

const PHONE_LINK = "tel:+18327777312";
const es = (id: string) => translationId(id, "es");

export const siteSettingsEs = {
  ...siteSettings,
  _id: es(siteSettings._id),
  tagline:
    "Estudio digital con sede en Houston y alcance global. Diseñamos, desarrollamos y hacemos crecer productos digitales para organizaciones que quieren liderar.",
  // The shell's links lead to the Spanish pages where they exist (lib/sanity/site-shell.ts), so the
  // addresses stay the English ones here and only the words change.
  nav: keyed(
    "navLink",
    [
      { label: "Servicios", href: "/services" },
      { label: "Industrias", href: "/industries" },
      { label: "Portafolio", href: "/insights" },
      { label: "Nosotros", href: "/about" },
      { label: "Contacto", href: "/contact" },
    ],
    "nav",
  ),
  signInLabel: "Iniciar sesión",
  companyLinks: keyed(
    "navLink",
    [
      { label: "Nosotros", href: "/about" },
      { label: "Empleos", href: "/careers" },
      { label: "Portafolio", href: "/insights" },
      { label: "Contacto", href: "/contact" },
    ],
    "company",
  ),
  legalLinks: keyed(
    "navLink",
    [
      { label: "Aviso de privacidad", href: "/privacy" },
      { label: "Términos del servicio", href: "/terms" },
    ],
    "legal",
  ),
  contact: { ...siteSettings.contact, phoneNote: "Disponible {supportHours}" },
  offices: siteSettings.offices.map((office) => ({
    ...office,
    region: office.region === "Texas" ? "Texas" : office.region === "UAE" ? "EAU" : office.region,
    timezone:
      {
        "Central Time": "Hora del Centro",
        "Gulf Time": "Hora del Golfo",
        "Pacific Time": "Hora del Pacífico",
      }[office.timezone] ?? office.timezone,
  })),
  footer: {
    ...siteSettings.footer,
    servicesTitle: "Servicios",
    industriesTitle: "Industrias",
    companyTitle: "Empresa",
    officesTitle: "Oficinas",
    newsletterTitle: "Manténgase al día",
    newsletterText: "Ideas sobre estrategia digital, diseño e ingeniería, una vez al mes y en su bandeja.",
    copyright: "Cardinal Consulting. Todos los derechos reservados.",
  },
  defaultSeo: seo(
    "Cardinal Consulting | Agencia digital en Houston",
    "Cardinal Consulting diseña, desarrolla y hace crecer sitios web, aplicaciones, plataformas en la nube y marcas para negocios de Houston y de todo Texas.",
    ["og-default.svg", "Cardinal Consulting: formas abstractas en rojo y tinta"],
  ),
};

export const notFoundPageEs = {
  ...notFoundPage,
  _id: es(notFoundPage._id),
  title: "¡Uy! No encontramos esta página",
  text: "La página que busca no existe o cambió de dirección.",
  linkLabel: "Volver al inicio",
};

export const homePageEs = {
  ...homePage,
  _id: es(homePage._id),
  seo: seo(
    "Cardinal Consulting | Tecnología que hace crecer su negocio en Houston",
    "Desarrollo web, aplicaciones móviles, nube, SEO, marca y optimización para IA, de una agencia de Houston con {homeProjects} proyectos entregados.",
    ["og-home.svg", "Ilustración de la página de inicio de Cardinal Consulting"],
  ),
  hero: {
    ...homePage.hero,
    title: "Haga crecer su negocio con tecnología que da resultados",
    subtitle:
      "Ayudamos a empresas y organismos de Houston a crecer con tecnología, estrategia e innovación: proyectos bien hechos, explicados en su idioma y pensados para durar.",
    primary: cta("Hablemos de su proyecto", "/es#contact"),
    secondary: cta("Conozca nuestros servicios", "/es#services"),
    stats: stats(
      [
        ["{homeProjects}", "Proyectos"],
        ["{officeCount}", "Oficinas en el mundo"],
        ["{supportHours}", "Soporte al cliente"],
      ],
      "hero",
    ),
    image: image(
      "hero-home.svg",
      "Ilustración abstracta en rojo cardenal: círculos superpuestos y líneas que fluyen",
    ),
  },
  evaluation: heading(
    "Evaluamos su proyecto sin costo",
    "Cuéntenos qué tiene en mente. Un estratega revisa cada solicitud y le responde en menos de 2 horas con una primera lectura del alcance, los riesgos y el presupuesto.",
    "Evaluación gratuita",
  ),
  servicesSection: {
    ...homePage.servicesSection,
    heading: heading(
      "Soluciones digitales para crecer",
      "Desde la primera idea hasta el lanzamiento y más allá: soluciones completas para que su organización crezca en un mercado cada vez más conectado.",
      "Lo que hacemos",
    ),
    cardLinkLabel: "Ver el servicio",
  },
  about: {
    ...homePage.about,
    heading: heading(
      "Resultados que se notan",
      "Desde {foundedYear} ayudamos a empresas y entidades públicas a convertir planes ambiciosos en software que funciona. Estrategas, diseñadores e ingenieros trabajan en un mismo equipo: quienes definen su proyecto son quienes lo entregan.",
      "Sobre Cardinal",
    ),
    stepsTitle: "Cómo trabajamos con usted",
    steps: keyed(
      "aboutStep",
      [
        {
          title: "Llamada inicial",
          duration: "30-60 min",
          description:
            "Escuchamos sus metas, sus límites y sus plazos, y le decimos con franqueza si somos el equipo indicado.",
        },
        {
          title: "Estrategia y plan",
          duration: "3-5 días",
          description:
            "Recibe un plan por escrito con alcance, arquitectura, etapas y un rango de presupuesto fijo.",
        },
        {
          title: "Desarrollo por etapas",
          duration: "2-12 semanas",
          description:
            "Trabajamos en ciclos de dos semanas y al final de cada uno le mostramos software que ya funciona.",
        },
        {
          title: "Lanzamiento y soporte",
          duration: "Continuo",
          description:
            "Lanzamos, vigilamos y seguimos mejorando, con una línea de soporte que responde a toda hora.",
        },
      ],
      "step",
    ),
    primary: cta("Agende su llamada inicial", "/es#contact"),
    secondary: cta("Conozca a nuestro equipo", "/es/nosotros"),
  },
  industriesSection: heading(
    "Conocemos su industria por dentro",
    "Cada industria tiene sus reglas, sus datos y sus clientes. Nuestros equipos llegan con ese conocimiento desde el primer día.",
    "Industrias",
  ),
  portfolio: {
    ...homePage.portfolio,
    heading: heading(
      "Proyectos que mueven los números",
      "Algunas plataformas recientes y lo que cambiaron para las organizaciones que las usan cada día.",
      "Portafolio",
    ),
    caseStudyLinkLabel: "Ver el caso",
    allLink: cta("Ver todos los casos de éxito", "/insights"),
  },
  contact: {
    ...homePage.contact,
    heading: heading(
      "Construyamos lo que sigue",
      "Cuéntenos de su proyecto. Respondemos cada mensaje en menos de 24 horas, y la primera conversación no tiene costo.",
      "Contacto",
    ),
    cards: keyed(
      "contactCard",
      [
        {
          icon: "mail",
          title: "Escríbanos",
          value: "hello@cardinalhouston.com",
          note: "Respondemos en menos de 24 horas",
          href: "mailto:hello@cardinalhouston.com",
        },
        {
          icon: "phone",
          title: "Llámenos",
          value: "(832) 777-7312",
          note: "Disponible {supportHours}",
          href: PHONE_LINK,
        },
        {
          icon: "map-pin",
          title: "Visítenos",
          value: "2100 West Loop S Fwy, Houston, TX 77027",
          note: "Oficina central en Houston",
        },
        {
          icon: "clock",
          title: "Horario",
          value: "Lun-Vie 9 a. m.-6 p. m.",
          note: "Fines de semana con cita previa",
        },
      ],
      "contact",
    ),
    formTitle: "Contacto rápido",
    quoteButtonLabel: "Solicite una cotización completa",
    call: cta("Llame ahora", PHONE_LINK),
    chat: cta("Chat en vivo", "#quick-contact"),
  },
};

export const processPageEs = {
  ...processPage,
  _id: es(processPage._id),
  seo: seo(
    "Servicios y proceso | Cardinal Consulting",
    "Cómo trabaja Cardinal Consulting en Houston: etapas claras con plazos definidos, del diagnóstico y el diseño al lanzamiento y el crecimiento.",
    ["og-process.svg", "Ilustración del proceso"],
  ),
  badge: "Excelencia digital desde {foundedYear}",
  heading: heading(
    "Experiencias digitales para el Houston de mañana",
    "Un proceso probado, un equipo con experiencia y la tecnología adecuada. Así convertimos sus metas en productos que rinden.",
    "Nuestro proceso",
  ),
  stats: stats(
    [
      ["{projectsDelivered}", "Proyectos entregados"],
      ["{uptimeGuarantee}", "Disponibilidad garantizada"],
      ["{enterpriseClients}", "Clientes corporativos"],
      ["{supportHours}", "Soporte"],
    ],
    "process",
  ),
  phasesHeading: heading(
    "De la primera llamada al crecimiento continuo",
    "Cada proyecto sigue las mismas {processSteps} etapas: usted siempre sabe qué sigue y qué recibe en cada una.",
    "Cómo entregamos",
  ),
  phases: keyed(
    "processPhase",
    [
      phase(
        "Diagnóstico y estrategia",
        "1-2 semanas",
        "Conocemos su negocio, a sus usuarios y sus metas, y acordamos cómo se mide el éxito.",
        [
          "Entrevistas con su equipo",
          "Estudio del mercado y la competencia",
          "Metas e indicadores",
          "Auditoría técnica",
        ],
      ),
      phase(
        "Planeación y arquitectura",
        "1-2 semanas",
        "Convertimos la estrategia en un plan con alcance, arquitectura, etapas y presupuesto.",
        [
          "Arquitectura de la información",
          "Arquitectura técnica",
          "Etapas y presupuesto",
          "Análisis de riesgos",
        ],
      ),
      phase(
        "Diseño y prototipos",
        "2-3 semanas",
        "Damos forma a la experiencia y la probamos con usuarios reales antes de escribir código.",
        ["Wireframes y flujos", "Sistema de diseño visual", "Prototipos navegables", "Pruebas de usabilidad"],
      ),
      phase(
        "Desarrollo e integración",
        "4-12 semanas",
        "Desarrollamos en ciclos cortos y conectamos los sistemas que usted ya utiliza.",
        [
          "Ciclos ágiles con demostraciones",
          "Integraciones con APIs y terceros",
          "Revisión de código",
          "Integración continua",
        ],
      ),
      phase(
        "Pruebas y calidad",
        "1-2 semanas",
        "Probamos cada función en dispositivos reales: funcionamiento, velocidad, seguridad y accesibilidad.",
        [
          "Pruebas automatizadas",
          "Pruebas en varios dispositivos",
          "Pruebas de rendimiento",
          "Revisión de seguridad",
        ],
      ),
      phase(
        "Lanzamiento",
        "1 semana",
        "Salimos en vivo con un plan ensayado, monitoreo activo y su equipo capacitado.",
        [
          "Despliegue a producción",
          "Monitoreo y alertas",
          "Capacitación del equipo",
          "Lista de verificación",
        ],
      ),
      phase(
        "Crecimiento y optimización",
        "Continuo",
        "Después del lanzamiento medimos, aprendemos y seguimos mejorando lo que da resultados.",
        ["Analítica y reportes", "Pruebas A/B", "Hoja de ruta de funciones", "Soporte y mantenimiento"],
      ),
    ],
    "phase",
  ),
  whyHeading: heading(
    "Por qué nos eligen",
    "Gente con experiencia, métodos probados y resultados que nos atrevemos a medir.",
    "Por qué Cardinal",
  ),
  whyChooseUs: cards(
    [
      [
        "shield-check",
        "Seguridad de nivel empresarial",
        "Revisiones de seguridad, cifrado y cumplimiento normativo desde el primer día de cada proyecto.",
      ],
      [
        "zap",
        "Desarrollo ágil",
        "Componentes reutilizables y procesos automatizados nos permiten entregar 3 veces más rápido que una agencia típica.",
      ],
      [
        "trending-up",
        "Retorno comprobado",
        "Acordamos los indicadores desde el inicio y le reportamos cada uno: usted ve lo que rinde su inversión.",
      ],
      [
        "lightbulb",
        "Soluciones inteligentes",
        "Elegimos la tecnología más sencilla que resuelve el problema, e inteligencia artificial donde de verdad ayuda.",
      ],
    ],
    "why",
  ),
  testimonialsHeading: heading(
    "Lo que dicen nuestros clientes",
    "Los resultados, en palabras de quienes trabajan con nosotros.",
    "Testimonios",
  ),
  cta: banner(
    "¿Listo para transformar su presencia digital?",
    "Díganos a dónde quiere llegar. En menos de 24 horas le respondemos con un plan para lograrlo.",
    ["Inicie su proyecto", "#quote"],
    ["Vea nuestro trabajo", "/insights"],
  ),
};

/** Every Spanish document of the seed. */
export const spanishDocuments = [siteSettingsEs, notFoundPageEs, homePageEs, processPageEs];
