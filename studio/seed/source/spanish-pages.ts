// The Spanish translations of the remaining pages and of every collection document (docs/i18n.md): the
// English document's structure (same keys, same counts, same figures) with copy written for Spanish-speaking
// Houston. A collection document's translation has a slug of its own: its Spanish address.
import { translationId } from "../../../lib/i18n/translations.ts";
import { caseStudies, industries, jobOpenings, services, testimonials } from "./collections.ts";
import {
  banner,
  cards,
  cta,
  heading,
  image,
  keyed,
  portableText,
  seo,
  stats,
  textSections,
} from "./helpers.ts";
import { privacyPage, termsPage } from "./legal.ts";
import { careersPage } from "./process-careers.ts";
import { aboutPage, contactPage, industriesPage, portfolioPage, testPage } from "./site.ts";
import { servicePagesEs } from "./spanish-service-pages.ts";

const es = (id: string) => translationId(id, "es");

/** The Spanish translation of an English document, found by id: its structure, then the Spanish words. */
function translate<T extends { _id: string }>(english: readonly T[], id: string, words: Partial<T>): T {
  const doc = english.find((item) => item._id === id);
  if (!doc) throw new Error(`No English document ${id} to translate`);
  return { ...doc, ...words, _id: es(id) };
}

export const industriesPageEs = {
  ...industriesPage,
  _id: es(industriesPage._id),
  seo: seo(
    "Industrias | Cardinal Consulting",
    "Plataformas digitales para bienes raíces, gobierno, despachos legales y salud en Houston, con el cumplimiento normativo y las integraciones que exige cada sector.",
    ["og-industries.svg", "Ilustración de industrias"],
  ),
  heading: heading(
    "Soluciones a la medida de su industria",
    "Del MLS a la Sección 508 y HIPAA: conocemos las reglas y los sistemas con los que trabaja su sector.",
    "Industrias",
  ),
  quoteCta: {
    ...industriesPage.quoteCta,
    title: "¿Necesita una solución pensada para su industria?",
    text: "Describa su proyecto una sola vez y reciba una propuesta con alcance, plazos y presupuesto.",
    buttonLabel: "Solicite su cotización completa",
    smallPrint: "Cotización en {quoteSteps} pasos · Estimado al instante · Respuesta en menos de 24 horas",
  },
};

export const aboutPageEs = {
  ...aboutPage,
  _id: es(aboutPage._id),
  seo: seo(
    "Nosotros | Cardinal Consulting",
    "Agencia de Houston fundada en {foundedYear}, con oficinas en Dubái e Irvine: estrategas, diseñadores e ingenieros en un solo equipo.",
    ["og-about.svg", "Ilustración de Cardinal"],
  ),
  heading: heading(
    "Un impacto que se nota",
    "Cardinal Consulting es una agencia digital de Houston con alcance global. Trabajamos para nuestros clientes desde {foundedYear}.",
    "Sobre Cardinal",
  ),
  story: keyed(
    "textSection",
    [
      {
        title: "Cómo empezamos",
        text: "Cardinal nació en Houston en {foundedYear} como un pequeño estudio que hacía sitios web para negocios locales. Los clientes nos pidieron más: aplicaciones, nube, posicionamiento, marca. Crecimos para responderles.",
      },
      {
        title: "Cómo trabajamos",
        text: "Un mismo equipo se hace cargo de su proyecto desde la primera llamada hasta mucho después del lanzamiento. Estrategia, diseño e ingeniería trabajan juntos, así las decisiones se toman rápido y nada se pierde en el camino.",
      },
      {
        title: "Hacia dónde vamos",
        text: "Con oficinas en Houston, Dubái e Irvine atendemos clientes en varias zonas horarias, e invertimos pronto en lo que viene: de plataformas nativas en la nube a la optimización para asistentes de IA.",
      },
    ],
    "story",
  ),
  stats: stats(
    [
      ["{projectsDelivered}", "Proyectos entregados"],
      ["{uptimeGuarantee}", "Disponibilidad garantizada"],
      ["{enterpriseClients}", "Clientes corporativos"],
      ["{supportHours}", "Soporte"],
    ],
    "about",
  ),
  valuesHeading: heading("Lo que defendemos", "Los principios detrás de cada proyecto.", "Valores"),
  values: cards(
    [
      [
        "target",
        "Resultados, no entregables",
        "Medimos el éxito con sus números: ventas, alcance, horas ahorradas.",
      ],
      [
        "handshake",
        "Hablar claro",
        "Estimados claros, ventajas y desventajas honestas y facturas sin sorpresas.",
      ],
      [
        "shield-check",
        "Hecho para durar",
        "Código seguro, documentado y probado que su equipo puede mantener.",
      ],
      ["users", "Un solo equipo", "Estrategas, diseñadores e ingenieros trabajando a su lado."],
    ],
    "value",
  ),
  officesHeading: heading(
    "Nuestras oficinas",
    "{officeCount} oficinas, un solo equipo, a toda hora.",
    "Ubicaciones",
  ),
};

export const contactPageEs = {
  ...contactPage,
  _id: es(contactPage._id),
  seo: seo(
    "Contacto | Cardinal Consulting",
    "Hable con Cardinal Consulting: hello@cardinalhouston.com, (832) 777-7312, oficinas en Houston, Dubái e Irvine. Atendemos en español.",
    ["og-contact.svg", "Ilustración de contacto"],
  ),
  heading: heading(
    "Hablemos de su proyecto",
    "Envíenos un mensaje, pida una cotización o llámenos. Una persona de nuestro equipo le responde en menos de 24 horas.",
    "Contacto",
  ),
  officesHeading: heading("Visite una oficina", "Reuniones en persona con cita previa.", "Oficinas"),
};

export const portfolioPageEs = {
  ...portfolioPage,
  _id: es(portfolioPage._id),
  seo: seo(
    "Portafolio | Cardinal Consulting",
    "Casos de éxito en salud, bienes raíces y servicios legales: plataformas que atienden a decenas de miles de usuarios con resultados medibles.",
    ["og-portfolio.svg", "Ilustración del portafolio"],
  ),
  heading: heading(
    "Resultados que nuestros clientes pueden medir",
    "Cada proyecto empieza con una meta de negocio. Estas son las plataformas que construimos y lo que lograron.",
    "Portafolio",
  ),
  cta: banner(
    "¿Quiere resultados como estos?",
    "Cuéntenos dónde quiere estar en un año y le mostramos cómo llegar.",
    ["Inicie su proyecto", "/#contact"],
    ["Conozca los servicios", "/services"],
  ),
};

export const careersPageEs = {
  ...careersPage,
  _id: es(careersPage._id),
  seo: seo(
    "Empleos | Cardinal Consulting",
    "Trabaje con Cardinal Consulting en Houston o de forma remota: vacantes en ingeniería, diseño, marketing y operaciones.",
    ["og-careers.svg", "Ilustración de empleos"],
  ),
  heading: heading(
    "Haga el mejor trabajo de su carrera",
    "Somos un equipo que construye con cuidado, para las personas que usan lo que hacemos. Crezca con nosotros.",
    "Empleos",
  ),
  benefitsHeading: heading(
    "Por qué trabajar en Cardinal",
    "Lo que encontrará al unirse al equipo.",
    "Beneficios",
  ),
  benefits: cards(
    [
      [
        "users",
        "Cultura de colaboración",
        "Equipos pequeños, comentarios francos y colegas que se ayudan a entregar.",
      ],
      [
        "globe",
        "Impacto global",
        "Proyectos para clientes en tres continentes y en industrias que tocan la vida diaria.",
      ],
      [
        "graduation-cap",
        "Oportunidades de crecimiento",
        "Presupuesto para aprender, mentoría y un camino claro a puestos sénior y de liderazgo.",
      ],
      [
        "sun",
        "Equilibrio entre vida y trabajo",
        "Horario flexible, equipos que trabajan a distancia y vacaciones que sí se toman.",
      ],
    ],
    "benefit",
  ),
  rolesHeading: heading(
    "Vacantes abiertas",
    "{employmentTerms} con seguro médico, dental y plan de retiro.",
    "Únase al equipo",
  ),
  applyLabel: "Postularme",
  applySubject: "Postulación: {role}",
  resume: {
    ...careersPage.resume,
    title: "¿No ve el puesto ideal?",
    text: "Siempre nos da gusto conocer gente con talento. Envíenos su currículum y cuéntenos en qué le gustaría trabajar.",
    button: cta("Envíenos su currículum", "mailto:hello@cardinalhouston.com?subject=Curr%C3%ADculum"),
  },
};

export const privacyPageEs = {
  ...privacyPage,
  _id: es(privacyPage._id),
  seo: seo(
    "Aviso de privacidad | Cardinal Consulting",
    "Qué información personal recopila Cardinal Consulting en este sitio, para qué, cuánto tiempo la conservamos y cómo contactarnos al respecto.",
  ),
  title: "Aviso de privacidad",
  body: portableText(
    [
      "Este aviso explica qué información personal recopila Cardinal Consulting cuando usted usa este sitio, cómo la usamos y qué opciones tiene.",
      "## Información que recopilamos",
      "- Los datos que nos envía en nuestros formularios: su nombre, correo electrónico, teléfono, empresa y la descripción de su proyecto.",
      "- Su correo electrónico cuando se suscribe a nuestro boletín.",
      "- Los datos de su cuenta cuando inicia sesión: su correo electrónico y el nombre con el que se registró.",
      "- Datos técnicos básicos, como el tipo de navegador y las páginas visitadas, para mantener el sitio seguro y en funcionamiento.",
      "## Cómo la usamos",
      "Usamos su información para responder sus consultas, preparar propuestas, enviarle el boletín que pidió y mejorar nuestros servicios. No vendemos su información personal.",
      "## Cuánto tiempo la conservamos",
      "Las consultas y solicitudes de cotización se conservan hasta tres años para dar seguimiento a los proyectos. Las suscripciones al boletín se conservan hasta que usted se dé de baja.",
      "## Con quién la compartimos",
      "Solo con los proveedores que alojan nuestro sitio y nuestra base de datos, bajo contratos que los obligan a protegerla, o cuando la ley nos lo exige.",
      "## Sus derechos",
      "Puede pedirnos ver, corregir o borrar la información personal que tenemos sobre usted, y puede darse de baja del boletín en cualquier momento.",
      "## Contacto",
      "¿Preguntas sobre este aviso? Escriba a [hello@cardinalhouston.com](mailto:hello@cardinalhouston.com) o a Cardinal Consulting, 2100 West Loop S Fwy, Houston, TX 77027.",
    ],
    "privacy",
  ),
};

export const termsPageEs = {
  ...termsPage,
  _id: es(termsPage._id),
  seo: seo(
    "Términos del servicio | Cardinal Consulting",
    "Los términos que aplican cuando usa el sitio de Cardinal Consulting, su analizador SEO gratuito y sus formularios.",
  ),
  title: "Términos del servicio",
  body: portableText(
    [
      "Estos términos aplican al uso del sitio de Cardinal Consulting. Al usar el sitio, usted los acepta.",
      "## Uso del sitio",
      "Puede navegar el sitio, usar el analizador SEO gratuito y contactarnos con nuestros formularios para fines legítimos. No intente interrumpir el sitio ni entrar a áreas para las que no tiene autorización.",
      "## Cotizaciones y evaluaciones",
      "Los estimados, evaluaciones y cotizaciones de este sitio son una base para conversar. Un proyecto empieza solo cuando ambas partes firman un acuerdo por escrito.",
      "## Analizador SEO",
      "El analizador SEO gratuito da orientación general. Sus resultados no son una auditoría profesional y no deben ser la base de decisiones de negocio.",
      "## Propiedad intelectual",
      "Los textos, imágenes, logotipos y código de este sitio pertenecen a Cardinal Consulting, salvo que se indique otra cosa. Los casos de éxito se publican con permiso de nuestros clientes.",
      "## Responsabilidad",
      "El sitio se ofrece tal como está. En la medida que la ley lo permita, Cardinal Consulting no es responsable de pérdidas derivadas del uso del sitio.",
      "## Cambios y contacto",
      "Podemos actualizar estos términos; la fecha de arriba indica la versión vigente. ¿Preguntas? Escriba a [hello@cardinalhouston.com](mailto:hello@cardinalhouston.com).",
    ],
    "terms",
  ),
};

export const testPageEs = {
  ...testPage,
  _id: es(testPage._id),
  seo: seo(
    "Cómo se ve al compartir | Cardinal Consulting",
    "Cómo este sitio presenta sus páginas en Facebook, WhatsApp, LinkedIn y X: las etiquetas Open Graph y de Twitter, y cómo revisarlas antes de compartir.",
    ["og-test.svg", "Ilustración de la vista previa al compartir"],
  ),
  heading: heading(
    "Etiquetas para redes sociales",
    "Cuando alguien comparte un enlace de este sitio por WhatsApp, Facebook o LinkedIn, la red lee unas cuantas etiquetas ocultas en la página para armar la tarjeta de vista previa. Aquí le explicamos cuáles son.",
    "Página de prueba",
  ),
  sections: keyed(
    "textSection",
    [
      {
        title: "Open Graph",
        text: "og:title, og:description, og:image y og:url le dicen a Facebook, LinkedIn y a la mayoría de las apps de mensajería de qué trata la página. La imagen mide 1200×630 píxeles para que nunca salga recortada a medias.",
      },
      {
        title: "Tarjetas de Twitter",
        text: "Con twitter:card en summary_large_image, X muestra la misma imagen a todo lo ancho. Si faltan el título o la descripción, X usa los de Open Graph.",
      },
      {
        title: "De dónde salen los datos",
        text: "Cada página tiene su sección de SEO en el Studio. Lo que se deje vacío toma el valor de la configuración del sitio, así que ninguna página se comparte sin vista previa.",
      },
    ],
    "test",
  ),
  tagsHeading: heading(
    "Las etiquetas de esta página",
    "Estas son las etiquetas que envía esta misma página, tomadas de los mismos datos que llenan su encabezado.",
    "Ejemplo en vivo",
  ),
  checklistTitle: "Antes de compartir una página",
  checklist: [
    "La vista previa muestra el título de la página, no solo el nombre del sitio",
    "La descripción tiene una o dos oraciones completas",
    "La imagen mide 1200×630 y se lee bien aunque se vea pequeña",
    "El enlace lleva a la dirección canónica de la página",
  ],
};

/** Each service's Spanish card, with the slug a Houston reader would search for. */
const serviceWords: Record<string, [string, string, string, string]> = {
  // English slug: Spanish slug, category, title, description
  "web-development": [
    "desarrollo-web",
    "TECNOLOGÍA",
    "Desarrollo web",
    "Sitios y plataformas de nivel empresarial, hechos con tecnología actual para que carguen rápido y vendan más.",
  ],
  "mobile-applications": [
    "aplicaciones-moviles",
    "DIGITAL",
    "Aplicaciones móviles",
    "Apps nativas y multiplataforma que sus clientes disfrutan usar, en iPhone y en Android.",
  ],
  "web-applications": [
    "aplicaciones-web",
    "INNOVACIÓN",
    "Aplicaciones web",
    "Sistemas complejos con arquitectura empresarial e interfaces que su equipo entiende a la primera.",
  ],
  "cloud-solutions": [
    "soluciones-en-la-nube",
    "INFRAESTRUCTURA",
    "Soluciones en la nube",
    "Alojamiento en la nube escalable y seguro, con soporte de nivel empresarial.",
  ],
  "seo-insights": [
    "seo-y-analitica",
    "ANALÍTICA",
    "SEO y analítica",
    "Posicionamiento estratégico y analítica completa para que más clientes lo encuentren.",
  ],
  "brand-identity": [
    "identidad-de-marca",
    "ESTRATEGIA",
    "Identidad de marca",
    "Desarrollo de marca completo, del posicionamiento al sistema de identidad visual.",
  ],
  "digital-campaigns": [
    "campanas-digitales",
    "MARKETING",
    "Campañas digitales",
    "Estrategias basadas en datos que construyen comunidad y dan un retorno medible.",
  ],
  "experience-optimization": [
    "optimizacion-de-experiencia",
    "IA",
    "Optimización de experiencia",
    "Servicios pioneros de AEO: que los asistentes de IA recomienden su negocio.",
  ],
};

export const servicesEs = services.map((service) => {
  const [slug, category, title, description] = serviceWords[service.slug] ?? [];
  if (!slug) throw new Error(`The service ${service.slug} has no Spanish words`);
  return { ...service, _id: es(service._id), slug, category, title, description };
});

export const industriesEs = [
  translate(industries, "industry-real-estate", {
    name: "Bienes raíces",
    slug: "bienes-raices",
    linkLabel: "Bienes raíces",
    headline: "Plataformas que venden propiedades más rápido",
    overview:
      "Corredores, desarrolladores y administradores de propiedades en Houston confían en nosotros para sitios que se sincronizan con el MLS en minutos, apps para recorrer casas desde cualquier lugar y sistemas que mantienen en orden comisiones, documentos e inquilinos.",
    stats: stats(
      [
        ["500+", "Propiedades publicadas"],
        ["98%", "Clientes satisfechos"],
        ["24/7", "Sistemas en línea"],
      ],
      "re",
    ),
    services: [
      "Desarrollo web a la medida",
      "Aplicaciones móviles",
      "Imagen corporativa",
      "Sistemas de administración de propiedades",
    ],
    specialties: [
      "Integración y sincronización con el MLS",
      "Recorridos virtuales de propiedades",
      "Modelos automáticos de avalúo",
      "Analítica de inversión inmobiliaria",
      "Gestión de comisiones y transacciones",
      "Gestión digital de documentos",
      "Sitios inmobiliarios adaptables",
      "Apps móviles para buscar propiedades",
      "Desarrollo de marca inmobiliaria",
    ],
    quoteButtonLabel: "Cotizar para bienes raíces",
  }),
  translate(industries, "industry-government", {
    name: "Gobierno",
    slug: "gobierno",
    linkLabel: "Gobierno",
    headline: "Servicios públicos en los que la gente puede confiar",
    overview:
      "Dependencias y municipios trabajan con nosotros para poner en línea trámites que cualquier residente puede usar, también en español. Construimos plataformas accesibles y seguras que cumplen con la Sección 508, FISMA y FedRAMP y se conectan con los sistemas que ya operan.",
    stats: stats(
      [
        ["99.9%", "Disponibilidad segura"],
        ["50K+", "Ciudadanos atendidos"],
        ["100%", "Cumplimiento normativo"],
      ],
      "gov",
    ),
    services: [
      "Desarrollo web para gobierno (Sección 508)",
      "Apps móviles de gobierno",
      "Imagen institucional",
      "Infraestructura segura (FedRAMP)",
    ],
    specialties: [
      "Accesibilidad conforme a la Sección 508",
      "Implementación del marco de seguridad FISMA",
      "Datos abiertos y API públicas",
      "Gestión de identidad digital",
      "Integración entre dependencias",
      "Sistemas de respuesta a emergencias",
      "Desarrollo de sitios de gobierno",
      "Aplicaciones móviles cívicas",
      "Guías de marca para el sector público",
    ],
    quoteButtonLabel: "Cotizar para gobierno",
  }),
  translate(industries, "industry-legal", {
    name: "Legal",
    slug: "servicios-legales",
    linkLabel: "Servicios legales",
    headline: "Tecnología que protege el secreto profesional y ahorra horas",
    overview:
      "Despachos y áreas jurídicas usan nuestros portales y automatizaciones para atender a sus clientes con seguridad y facturar con precisión. Resolvemos el armado de documentos, la presentación electrónica ante tribunales y la revisión de conflictos, para que los abogados se dediquen al derecho.",
    stats: stats(
      [
        ["1000+", "Casos gestionados"],
        ["95%", "Tiempo ahorrado"],
        ["24/7", "Soporte disponible"],
      ],
      "legal",
    ),
    services: [
      "Desarrollo web para despachos",
      "Apps móviles legales",
      "Marca para despachos",
      "Portales seguros para clientes",
    ],
    specialties: [
      "Protección del secreto profesional",
      "Automatización de documentos legales",
      "Integración con sistemas de tribunales",
      "Control de tiempo y facturación",
      "Revisión de conflictos de interés",
      "Marketing legal y SEO",
      "Desarrollo de sitios para despachos",
      "Apps móviles para la práctica legal",
      "Desarrollo de marca legal",
    ],
    quoteButtonLabel: "Cotizar para servicios legales",
  }),
  translate(industries, "industry-healthcare", {
    name: "Salud",
    slug: "salud",
    linkLabel: "Salud",
    headline: "Atención conectada, con cumplimiento desde el diseño",
    overview:
      "Clínicas, grupos hospitalarios y empresas de tecnología médica nos confían los datos de sus pacientes. Construimos portales y apps que cumplen con HIPAA, integramos expedientes clínicos con HL7 y FHIR y simplificamos la facturación para que el personal se enfoque en los pacientes.",
    stats: stats(
      [
        ["10K+", "Pacientes atendidos"],
        ["100%", "Cumplimiento HIPAA"],
        ["30%", "Más eficiencia"],
      ],
      "health",
    ),
    services: [
      "Desarrollo web para salud (HIPAA)",
      "Apps móviles médicas",
      "Marca para salud",
      "Sistemas de gestión de pacientes",
    ],
    specialties: [
      "Expediente clínico electrónico (EHR)",
      "Integración de dispositivos médicos",
      "Sistemas de apoyo a decisiones clínicas",
      "Interoperabilidad en salud (HL7/FHIR)",
      "Facturación médica y reclamaciones",
      "Plataformas de participación del paciente",
      "Desarrollo de sitios médicos",
      "Aplicaciones móviles de salud",
      "Marca para consultorios",
    ],
    quoteButtonLabel: "Cotizar para salud",
  }),
];

export const caseStudiesEs = [
  translate(caseStudies, "caseStudy-healthcare-portal", {
    title: "Portal de pacientes para una red de clínicas",
    slug: "portal-de-salud",
    category: "Salud",
    description:
      "Un portal de pacientes que cumple con HIPAA para una red regional de clínicas: citas, expedientes y mensajes seguros en un solo lugar, integrado con tres sistemas de expediente clínico.",
    image: image(
      "case-healthcare-portal.svg",
      "Ilustración abstracta en verde azulado y azul del portal de salud",
    ),
    tags: ["React", "Node.js", "Seguridad", "HIPAA"],
    metrics: stats(
      [
        ["50K+", "Usuarios"],
        ["99.9%", "Disponibilidad"],
        ["4.9/5", "Satisfacción"],
      ],
      "hp",
    ),
    story: textSections(
      [
        [
          "El reto",
          "Los pacientes de una red regional de clínicas lidiaban con filas telefónicas, formularios en papel y tres sistemas de expedientes distintos. El personal pasaba horas al día capturando datos dos veces, y cada herramienta nueva debía pasar una revisión de HIPAA.",
        ],
        [
          "Lo que construimos",
          "Un solo portal de pacientes en React y Node.js para agendar citas, consultar expedientes y enviar mensajes seguros, conectado a los tres sistemas de expediente clínico con interfaces HL7/FHIR, con cifrado en reposo y en tránsito, bitácora de auditoría y acceso por roles.",
        ],
        [
          "El resultado",
          "Más de 50,000 pacientes usan el portal, que mantiene una disponibilidad de 99.9% desde su lanzamiento y una calificación de 4.9 de 5. Las llamadas a recepción por citas bajaron de forma notable en el primer trimestre.",
        ],
      ],
      "hpStory",
    ),
  }),
  translate(caseStudies, "caseStudy-real-estate-crm", {
    title: "CRM inmobiliario",
    slug: "crm-inmobiliario",
    category: "Bienes raíces",
    description:
      "Un CRM para una correduría con varias oficinas que califica prospectos con aprendizaje automático y da a cada agente analítica del mercado en vivo para cada propiedad.",
    image: image("case-real-estate-crm.svg", "Ilustración abstracta en ámbar y rojo del CRM inmobiliario"),
    tags: ["Vue.js", "Python", "IA", "Analítica"],
    metrics: stats(
      [
        ["10K+", "Propiedades"],
        ["$2.5B+", "En operaciones"],
        ["500+", "Agentes"],
      ],
      "re",
    ),
    story: textSections(
      [
        [
          "El reto",
          "Una correduría en crecimiento llevaba sus prospectos en hojas de cálculo y sus propiedades en el MLS, así que los agentes no sabían qué compradores estaban listos ni cómo se comparaba una propiedad con el mercado.",
        ],
        [
          "Lo que construimos",
          "Un CRM en Vue.js y Python que sincroniza cada propiedad del MLS, califica prospectos con un modelo de aprendizaje automático entrenado con los cierres de la propia correduría y da a cada agente analítica del mercado en vivo en su teléfono.",
        ],
        [
          "El resultado",
          "La plataforma gestiona más de 10,000 propiedades para más de 500 agentes, y por ella se han cerrado operaciones por más de $2.5 mil millones de dólares.",
        ],
      ],
      "reStory",
    ),
  }),
  translate(caseStudies, "caseStudy-legal-case-management", {
    title: "Gestión de casos legales",
    slug: "gestion-de-casos-legales",
    category: "Legal",
    description:
      "Una plataforma en la nube para gestionar casos, usada por despachos de todo Texas, con automatización de documentos, control de plazos y bitácoras de cumplimiento listas para auditoría.",
    image: image(
      "case-legal-case-management.svg",
      "Ilustración abstracta en violeta e índigo de la plataforma legal",
    ),
    tags: ["Angular", "MongoDB", "Nube", "Cumplimiento"],
    metrics: stats(
      [
        ["25K+", "Casos"],
        ["150+", "Despachos"],
        ["+40%", "Eficiencia"],
      ],
      "legal",
    ),
    story: textSections(
      [
        [
          "El reto",
          "Los despachos perdían plazos judiciales escondidos en cadenas de correos y rehacían a mano los mismos documentos, mientras sus clientes esperaban respuesta el mismo día.",
        ],
        [
          "Lo que construimos",
          "Una plataforma en la nube con Angular y MongoDB, con automatización de documentos, control de plazos judiciales, revisión de conflictos y bitácoras de auditoría a prueba de alteraciones que satisfacen las revisiones del colegio de abogados.",
        ],
        [
          "El resultado",
          "Más de 150 despachos gestionan más de 25,000 casos en la plataforma y reportan un 40% más de eficiencia en el trabajo rutinario.",
        ],
      ],
      "legalStory",
    ),
  }),
];

export const testimonialsEs = [
  translate(testimonials, "testimonial-sarah-chen", {
    role: "Directora general",
    quote:
      "Cardinal rehízo nuestro sitio y nuestro proceso de compra en diez semanas. Las conversiones subieron 300%, y el equipo sigue respondiendo nuestras preguntas el mismo día.",
  }),
  translate(testimonials, "testimonial-marcus-rodriguez", {
    role: "Fundador",
    quote:
      "Nuestra app superó las 100,000 descargas con una calificación de 4.8 estrellas. Nos dijeron que no cuando una idea iba a perjudicar a los usuarios, y siempre tuvieron razón.",
  }),
  translate(testimonials, "testimonial-elena-volkov", {
    role: "Directora de tecnología",
    quote:
      "La migración a la nube redujo 60% nuestros costos de infraestructura sin un solo minuto de caída no planeada. Su documentación es la mejor que hemos recibido.",
  }),
];

export const jobOpeningsEs = [
  translate(jobOpenings, "job-senior-full-stack-developer", {
    title: "Desarrollador full stack sénior",
    department: "Ingeniería",
    location: "Houston TX / Remoto",
    summary:
      "Dirija la construcción de plataformas web con TypeScript, React y Node.js, de la arquitectura a producción, y sea mentor de los ingenieros a su alrededor.",
  }),
  translate(jobOpenings, "job-ui-ux-designer", {
    title: "Diseñador UI/UX",
    department: "Diseño",
    location: "Houston TX / Remoto",
    summary:
      "Convierta la investigación en interfaces que la gente disfruta: flujos, prototipos y sistemas de diseño para productos web y móviles.",
  }),
  translate(jobOpenings, "job-digital-marketing-specialist", {
    title: "Especialista en marketing digital",
    department: "Marketing",
    location: "Remoto",
    summary:
      "Planee y opere campañas de búsqueda, redes sociales y contenido para nuestros clientes, y reporte los resultados que les importan.",
  }),
  translate(jobOpenings, "job-project-manager", {
    title: "Gerente de proyectos",
    department: "Operaciones",
    location: "Houston TX",
    summary:
      "Mantenga los proyectos a tiempo y dentro del presupuesto: planee sprints, acuerde el alcance con los clientes y despeje el camino del equipo.",
  }),
];

export const spanishPagesAndCollections = [
  industriesPageEs,
  aboutPageEs,
  contactPageEs,
  portfolioPageEs,
  careersPageEs,
  privacyPageEs,
  termsPageEs,
  testPageEs,
  ...servicesEs,
  ...servicePagesEs,
  ...industriesEs,
  ...caseStudiesEs,
  ...testimonialsEs,
  ...jobOpeningsEs,
];
