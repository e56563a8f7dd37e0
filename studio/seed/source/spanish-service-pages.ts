// The Spanish service pages: the English pages' sections, counts and figures, written for Houston readers.
// Each refers to its service's Spanish document, whose slug is the page's Spanish address.
import { translationId } from "../../../lib/i18n/translations.ts";
import { banner, cards, heading, seo, textSections } from "./helpers.ts";
import { CONTACT, hero, labelledCards, QUOTE, servicePage, servicePages, WORK } from "./service-pages.ts";

const es = (id: string) => translationId(id, "es");

const spanishPage = (slug: string, fields: Record<string, unknown>) => {
  const english = servicePages.find((page) => page._id === servicePage(slug, {})._id);
  if (!english) throw new Error(`No English service page ${slug} to translate`);
  const englishTechnologies = (english as { technologies?: { items: string[] } }).technologies;
  const translatedTechnologies = fields.technologies as Record<string, unknown> | undefined;
  return {
    ...english,
    ...fields,
    ...(translatedTechnologies && englishTechnologies
      ? { technologies: { ...translatedTechnologies, items: englishTechnologies.items } }
      : {}),
    _id: es(english._id),
    service: { _type: "reference", _ref: es(`service-${slug}`) },
  };
};

const capabilitiesHeading = (title: string, text: string) => heading(title, text, "Capacidades");

/** A technologies list under a Spanish heading: the names are the English page's, untranslated. */
const technologies = (title: string, text: string) => ({
  _type: "serviceTechnologies",
  heading: heading(title, text),
});

export const servicePagesEs = [
  spanishPage("web-development", {
    seo: seo(
      "Desarrollo web | Cardinal Consulting",
      "Sitios y plataformas web rápidos y seguros con React, Next.js y Node.js, de un equipo de Houston que los sigue atendiendo después del lanzamiento.",
      ["og-service-web-development.svg", "Ilustración de desarrollo web"],
    ),
    hero: hero(
      "Servicio de tecnología",
      "Desarrollo web",
      "Sitios y plataformas de nivel empresarial con tecnología actual, hechos para cargar rápido, posicionarse bien y crecer con su negocio.",
      ["Inicie su proyecto", CONTACT],
      ["Pida una cotización", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "Lo que construimos",
      "De sitios de marketing a plataformas complejas, pensados para el rendimiento.",
    ),
    capabilities: cards(
      [
        [
          "code",
          "Sitios a la medida",
          "Sitios hechos a mano con un gestor de contenido que su equipo edita sin programador.",
        ],
        [
          "boxes",
          "Comercio electrónico",
          "Tiendas y procesos de pago que venden, conectados a pagos e inventario.",
        ],
        [
          "layers",
          "Integración de CMS",
          "Contenido estructurado con Sanity, Contentful o WordPress, listo para cada canal.",
        ],
        [
          "gauge",
          "Aplicaciones web progresivas",
          "Velocidad de app y uso sin conexión, instalables desde el navegador.",
        ],
      ],
      "cap",
    ),
    features: labelledCards(
      "serviceFeatures",
      "Por qué nuestros sitios duran",
      "Las bases que ponemos debajo de cada sitio.",
      [
        [
          "layers",
          "Frameworks modernos",
          "React y Next.js para páginas rápidas, buen SEO y un código fácil de mantener.",
        ],
        [
          "server",
          "Soluciones full stack",
          "Interfaz, API y bases de datos a cargo de un solo equipo responsable.",
        ],
        [
          "shield-check",
          "Seguridad primero",
          "Prácticas OWASP, auditoría de dependencias y datos cifrados por defecto.",
        ],
        ["zap", "Rendimiento optimizado", "Core Web Vitals en verde, medidos antes de cada publicación."],
      ],
      "feat",
    ),
    processList: {
      _type: "serviceProcessList",
      heading: heading(
        "Cómo avanza un proyecto web",
        "Un camino corto y predecible de la idea al lanzamiento.",
      ),
      items: textSections(
        [
          [
            "Descubrimiento y planeación",
            "Definimos metas, públicos y contenido, y acordamos alcance y presupuesto.",
          ],
          [
            "Diseño y prototipos",
            "Esquemas y diseño visual, probados con usuarios reales antes de programar.",
          ],
          [
            "Desarrollo y pruebas",
            "Sprints con demostraciones semanales, pruebas automáticas y revisiones de rendimiento.",
          ],
          [
            "Lanzamiento y soporte",
            "Un lanzamiento ensayado, monitoreo y un plan de soporte a la medida de su equipo.",
          ],
        ],
        "step",
      ),
    },
    technologies: technologies(
      "Tecnologías que usamos",
      "Herramientas probadas, elegidas para mantenerse por años.",
    ),
    banner: banner(
      "¿Listo para un sitio más rápido?",
      "Cuéntenos de su proyecto y reciba una propuesta detallada en menos de 24 horas.",
      ["Pida una cotización", CONTACT],
      ["Inicie su proyecto", CONTACT],
    ),
  }),
  spanishPage("mobile-applications", {
    seo: seo(
      "Aplicaciones móviles | Cardinal Consulting",
      "Apps nativas y multiplataforma para iOS y Android, del diseño del producto al lanzamiento en las tiendas y después.",
      ["og-service-mobile-applications.svg", "Ilustración de aplicaciones móviles"],
    ),
    hero: hero(
      "Servicio digital",
      "Aplicaciones móviles",
      "Apps nativas y multiplataforma que la gente conserva en su pantalla de inicio, diseñadas, construidas y lanzadas por un solo equipo.",
      ["Inicie su proyecto", CONTACT],
      ["Pida una cotización", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "Lo que entregamos",
      "Todo lo que una app necesita, del primer boceto a la ficha en la tienda.",
    ),
    capabilities: cards(
      [
        [
          "smartphone",
          "Desarrollo para iOS",
          "Apps en Swift y SwiftUI que se sienten como en casa en iPhone y iPad.",
        ],
        [
          "devices",
          "Desarrollo para Android",
          "Apps en Kotlin afinadas para la gran variedad de equipos Android.",
        ],
        ["layers", "Apps multiplataforma", "Un solo código en React Native o Flutter para ambas tiendas."],
        [
          "rocket",
          "Lanzamiento en tiendas",
          "Fichas, lineamientos de revisión y publicaciones, resueltos por nosotros.",
        ],
      ],
      "cap",
    ),
    features: labelledCards(
      "serviceFeatures",
      "Hechas para cómo se usa el teléfono",
      "Lo que incluye cada app que publicamos.",
      [
        [
          "devices",
          "Desarrollo multiplataforma",
          "Código compartido entre iOS y Android sin sacrificar la experiencia.",
        ],
        ["gauge", "Rendimiento nativo", "Interfaces fluidas a 60 fps y arranque rápido en cualquier equipo."],
        [
          "heart",
          "Diseño centrado en el usuario",
          "Flujos probados con usuarios reales hasta que se sienten naturales.",
        ],
        [
          "wifi-off",
          "Funciona sin conexión",
          "Almacenamiento local y sincronización para seguir trabajando sin señal.",
        ],
      ],
      "feat",
    ),
    processList: {
      _type: "serviceProcessList",
      heading: heading(
        "De la idea a la tienda de apps",
        "Cómo llevamos una app del concepto al lanzamiento.",
      ),
      items: textSections(
        [
          [
            "Estrategia de producto",
            "Definimos los recorridos clave, el público y las funciones del lanzamiento.",
          ],
          ["Diseño UX y UI", "Prototipos en equipos reales, probados con usuarios antes de programar."],
          ["Desarrollo", "Sprints con versiones en TestFlight y Play Console que puede probar cada semana."],
          [
            "Lanzamiento y crecimiento",
            "Publicación, analítica y actualizaciones guiadas por lo que hacen los usuarios.",
          ],
        ],
        "step",
      ),
    },
    technologies: technologies("Plataformas", "Construimos para las plataformas que usan sus clientes."),
    banner: banner(
      "¿Listo para lanzar su app?",
      "Compártanos su idea y trazamos la ruta más rápida a las tiendas de apps.",
      ["Pida una cotización", CONTACT],
      ["Inicie su proyecto", CONTACT],
    ),
  }),
  spanishPage("web-applications", {
    seo: seo(
      "Aplicaciones web | Cardinal Consulting",
      "Aplicaciones web complejas, portales y productos SaaS con arquitectura empresarial e interfaces que da gusto usar.",
      ["og-service-web-applications.svg", "Ilustración de aplicaciones web"],
    ),
    hero: hero(
      "Servicio de innovación",
      "Aplicaciones web",
      "Portales, tableros y productos SaaS con arquitectura empresarial por dentro e interfaces intuitivas por fuera.",
      ["Inicie su proyecto", CONTACT],
      ["Pida una cotización", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "Aplicaciones que construimos",
      "Software que sostiene partes clave de un negocio.",
    ),
    capabilities: cards(
      [
        [
          "layout-dashboard",
          "Tableros y portales",
          "Portales de autoservicio y tableros para clientes, socios y personal.",
        ],
        ["boxes", "Productos SaaS", "Productos multiempresa con suscripciones, roles y cobro por uso."],
        [
          "workflow",
          "Automatización de procesos",
          "Cambie hojas de cálculo y cadenas de correos por flujos confiables y auditados.",
        ],
        [
          "database",
          "Plataformas de datos",
          "Flujos de datos y reportes que convierten información dispersa en decisiones.",
        ],
      ],
      "cap",
    ),
    features: labelledCards(
      "serviceFeatures",
      "Ingeniería sobre la que se construye un negocio",
      "Cómo mantenemos el software complejo fácil de usar y de operar.",
      [
        [
          "layers",
          "Arquitectura escalable",
          "Servicios y modelos de datos pensados para la carga que espera en tres años.",
        ],
        [
          "lock",
          "Seguridad por roles",
          "Permisos detallados, bitácoras de auditoría e inicio de sesión único.",
        ],
        [
          "eye",
          "Interfaces intuitivas",
          "Tareas complejas divididas en pasos claros que no requieren manual.",
        ],
        [
          "refresh",
          "Entrega continua",
          "Pruebas y despliegues automáticos para publicar mejoras cada semana.",
        ],
      ],
      "feat",
    ),
    processList: {
      _type: "serviceProcessList",
      heading: heading("Capacidades", "Lo que nuestro equipo de aplicaciones web aporta a su proyecto."),
      items: textSections(
        [
          [
            "Ingeniería de requisitos",
            "Talleres que convierten reglas de negocio en requisitos precisos y verificables.",
          ],
          [
            "Arquitectura de la solución",
            "Tecnología, modelos de datos e integraciones documentados desde el inicio.",
          ],
          ["Desarrollo de API", "API REST y GraphQL con versiones, documentación y límites de uso."],
          [
            "Funciones en tiempo real",
            "Actualizaciones en vivo, notificaciones y colaboración sobre WebSockets.",
          ],
          [
            "Integraciones con terceros",
            "Pagos, CRM, ERP y proveedores de identidad conectados de forma confiable.",
          ],
          ["Accesibilidad", "Interfaces WCAG 2.2 AA que se usan con teclado y lector de pantalla."],
          [
            "Ingeniería de rendimiento",
            "Perfilado, caché y ajuste de consultas para responder rápido bajo carga.",
          ],
          [
            "Mantenimiento y soporte",
            "Monitoreo, actualizaciones de seguridad y un plan de mejoras tras el lanzamiento.",
          ],
        ],
        "cap",
      ),
    },
    banner: banner(
      "¿Listo para construir su aplicación?",
      "Cuéntenos el problema de su equipo y le proponemos el software que lo resuelve.",
      ["Pida una cotización", CONTACT],
      ["Inicie su proyecto", CONTACT],
    ),
  }),
  spanishPage("cloud-solutions", {
    seo: seo(
      "Soluciones en la nube | Cardinal Consulting",
      "Migración a la nube, infraestructura como código, Kubernetes y alojamiento administrado 24/7 en AWS, Azure y Google Cloud.",
      ["og-service-cloud-solutions.svg", "Ilustración de soluciones en la nube"],
    ),
    hero: hero(
      "Servicio de infraestructura",
      "Soluciones en la nube",
      "Alojamiento en la nube escalable y seguro con soporte de nivel empresarial: planeado, migrado y operado por ingenieros que responden a toda hora.",
      ["Migre a la nube", QUOTE],
      ["Pida un diagnóstico", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "La nube, bien hecha",
      "Infraestructura segura, observable y eficiente en costos.",
    ),
    capabilities: cards(
      [
        [
          "cloud",
          "Arquitectura en la nube",
          "Diseños que equilibran resiliencia, rendimiento y costo mensual.",
        ],
        [
          "server",
          "Alojamiento administrado",
          "Operamos su plataforma con parches, respaldos y escalamiento incluidos.",
        ],
        [
          "shield-check",
          "Seguridad y cumplimiento",
          "Redes reforzadas, acceso mínimo necesario y bitácoras listas para auditoría.",
        ],
        ["gauge", "Monitoreo 24/7", "Alertas, tableros y un equipo de guardia que responde en minutos."],
      ],
      "cap",
    ),
    cloudExpertise: labelledCards(
      "serviceCloudExpertise",
      "Nuestra experiencia en la nube",
      "Experiencia a fondo con los principales proveedores.",
      [
        [
          "globe",
          "Estrategia multinube",
          "AWS, Azure y GCP: el proveedor correcto para cada carga, sin quedar atado.",
        ],
        [
          "lock",
          "Seguridad empresarial",
          "Controles de identidad, cifrado y cumplimiento que satisfacen a los auditores.",
        ],
        [
          "database",
          "Gestión de datos",
          "Bases de datos administradas, respaldos y flujos de datos que no pierden un registro.",
        ],
        ["map-pin", "Infraestructura global", "Regiones y CDN cerca de sus usuarios para una latencia baja."],
      ],
      "exp",
    ),
    cloudServices: labelledCards(
      "serviceCloudServices",
      "Servicios en la nube",
      "Elija un servicio o déjenos toda la plataforma.",
      [
        [
          "rocket",
          "Migración a la nube",
          "Mueva aplicaciones y datos con un plan probado y sin caídas inesperadas.",
        ],
        [
          "code",
          "Infraestructura como código",
          "Terraform y Pulumi para que cada ambiente se pueda reproducir.",
        ],
        [
          "boxes",
          "Orquestación de contenedores",
          "Clústeres de Kubernetes que escalan con el tráfico y se recuperan solos.",
        ],
        [
          "zap",
          "Arquitectura serverless",
          "Funciones y servicios administrados que no cuestan nada mientras no se usan.",
        ],
        [
          "workflow",
          "Implementación de DevOps",
          "Flujos de CI/CD que prueban y despliegan cada cambio de forma automática.",
        ],
        [
          "chart-line",
          "Monitoreo y analítica",
          "Métricas, trazas y registros en un solo lugar, con alertas que importan.",
        ],
        [
          "refresh",
          "Recuperación ante desastres",
          "Respaldos y conmutación ensayados para recuperarse en minutos.",
        ],
        [
          "trending-up",
          "Optimización de costos",
          "Capacidad a la medida y reservada que baja la factura mensual.",
        ],
      ],
      "tile",
    ),
    banner: banner(
      "¿Listo para pasar a la nube?",
      "Reciba un diagnóstico gratuito de su infraestructura actual y un plan de migración con costos claros.",
      ["Inicie la migración", CONTACT],
      ["Diagnóstico de nube", QUOTE],
    ),
  }),
  spanishPage("seo-insights", {
    seo: seo(
      "SEO y analítica | Cardinal Consulting",
      "SEO técnico, estrategia de palabras clave y analítica que hacen crecer el tráfico orgánico. Pruebe nuestro analizador SEO gratuito.",
      ["og-service-seo-insights.svg", "Ilustración de SEO y analítica"],
    ),
    hero: hero(
      "Servicio de analítica",
      "SEO y analítica",
      "Posicionamiento estratégico y analítica clara que muestran de dónde viene su tráfico y cómo ganar más, en inglés y en español.",
      ["Pruebe el analizador SEO gratuito", "#seo-analyzer"],
      ["Pida una auditoría profesional", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "Crecimiento en buscadores, medido",
      "Todo lo que hacemos se mide contra tráfico y ventas.",
    ),
    capabilities: cards(
      [
        [
          "chart-column",
          "Analítica avanzada",
          "Tableros que conectan posiciones y tráfico con prospectos y ventas.",
        ],
        [
          "search",
          "Estrategia de palabras clave",
          "Investigamos lo que buscan sus compradores y lo respondemos en sus páginas.",
        ],
        [
          "trending-up",
          "Optimización para crecer",
          "Pruebas continuas de títulos, contenido y páginas que convierten.",
        ],
        [
          "eye",
          "Más visibilidad",
          "Correcciones técnicas, datos estructurados y enlaces que impulsan todo el sitio.",
        ],
      ],
      "cap",
    ),
    analyzer: {
      _type: "serviceAnalyzer",
      enabled: true,
      heading: heading(
        "Revise su sitio en segundos",
        "Escriba una dirección para ver puntajes, problemas y recomendaciones.",
        "Analizador SEO gratuito",
      ),
    },
    banner: banner(
      "¿Listo para dominar los resultados de búsqueda?",
      "Nuestra auditoría profesional muestra qué frena sus posiciones y cómo corregirlo.",
      ["Pida una auditoría profesional", CONTACT],
      ["Vea casos de éxito", WORK],
    ),
  }),
  spanishPage("brand-identity", {
    seo: seo(
      "Identidad de marca | Cardinal Consulting",
      "Estrategia de marca, posicionamiento y sistemas de identidad visual que hacen a una organización reconocible y confiable.",
      ["og-service-brand-identity.svg", "Ilustración de identidad de marca"],
    ),
    hero: hero(
      "Servicio de estrategia",
      "Identidad de marca",
      "Desarrollo de marca completo, del posicionamiento y el nombre al logotipo, la tipografía y una guía que su equipo usa todos los días.",
      ["Construya su marca", QUOTE],
      ["Pida una asesoría", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "Marcas con algo que decir",
      "Primero la estrategia, luego un sistema visual que la exprese.",
    ),
    capabilities: cards(
      [
        [
          "compass",
          "Posicionamiento estratégico",
          "Una respuesta clara a por qué elegirlo a usted, respaldada por investigación.",
        ],
        [
          "pen-tool",
          "Identidad visual",
          "Logotipo, color, tipografía e imágenes diseñados como un solo sistema.",
        ],
        [
          "heart",
          "Conexión emocional",
          "Una voz y una historia que hacen que a la gente le importe lo que usted hace.",
        ],
        [
          "layers",
          "Marca consistente",
          "Guías y plantillas que mantienen la marca en cada punto de contacto.",
        ],
      ],
      "cap",
    ),
    banner: banner(
      "¿Listo para construir su marca?",
      "Agende una asesoría y salga con una idea clara de hacia dónde puede ir su marca.",
      ["Empiece su marca", CONTACT],
      ["Vea nuestro trabajo de marca", WORK],
    ),
  }),
  spanishPage("digital-campaigns", {
    seo: seo(
      "Campañas digitales | Cardinal Consulting",
      "Campañas pagadas, en redes y de contenido planeadas con sus números y optimizadas cada semana para un retorno medible.",
      ["og-service-digital-campaigns.svg", "Ilustración de campañas digitales"],
    ),
    hero: hero(
      "Servicio de marketing",
      "Campañas digitales",
      "Campañas basadas en datos que llegan al público correcto en inglés y en español, crean comunidad alrededor de su marca y reportan el retorno de cada dólar.",
      ["Lance su campaña", QUOTE],
      ["Pida una estrategia", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "Campañas que se pagan solas",
      "Planeadas según sus metas, optimizadas cada semana.",
    ),
    capabilities: cards(
      [
        ["target", "Estrategia dirigida", "Públicos, canales y mensajes elegidos con datos, no a ciegas."],
        [
          "trending-up",
          "Enfoque en crecimiento",
          "El presupuesto se mueve cada semana hacia lo que trae clientes.",
        ],
        [
          "users",
          "Construcción de comunidad",
          "Contenido y conversación en redes que convierten seguidores en promotores.",
        ],
        [
          "chart-line",
          "Retorno medido con datos",
          "Atribución y reportes que muestran el retorno de cada campaña.",
        ],
      ],
      "cap",
    ),
    banner: banner(
      "¿Listo para lanzar su campaña?",
      "Díganos su meta y su presupuesto y le enviamos un plan de campaña en menos de 24 horas.",
      ["Empiece su campaña", CONTACT],
      ["Vea casos de éxito", WORK],
    ),
  }),
  spanishPage("experience-optimization", {
    seo: seo(
      "Optimización de experiencia (AEO) | Cardinal Consulting",
      "Optimización para motores de respuesta: que su contenido sea la respuesta que dan a sus clientes los asistentes de IA y los buscadores.",
      ["og-service-experience-optimization.svg", "Ilustración de optimización de experiencia"],
    ),
    hero: hero(
      "Servicio de IA",
      "Optimización de experiencia",
      "Optimización para motores de respuesta, la nueva generación de búsqueda: hacemos de su contenido la respuesta que los asistentes de IA citan con confianza.",
      ["Optimice su experiencia", QUOTE],
      ["Conozca la AEO", CONTACT],
    ),
    capabilitiesHeading: capabilitiesHeading(
      "Optimización para el descubrimiento con IA",
      "Cómo preparamos su contenido para los sistemas de IA.",
    ),
    capabilities: cards(
      [
        [
          "brain",
          "Análisis con IA",
          "Probamos cómo lo describen hoy los asistentes de IA y en qué se equivocan.",
        ],
        [
          "refresh",
          "Optimización en tiempo real",
          "Contenido y datos estructurados al día conforme cambian las respuestas de la IA.",
        ],
        [
          "crosshair",
          "Enfoque preciso",
          "Las preguntas de sus compradores, respondidas en páginas que la IA puede leer.",
        ],
        [
          "rocket",
          "AEO lista para el futuro",
          "Bases técnicas que lo mantienen visible cuando aparecen nuevas plataformas de IA.",
        ],
      ],
      "cap",
    ),
    banner: banner(
      "¿Listo para optimizar con IA?",
      "Descubra cómo presentan hoy su negocio los asistentes de IA y cómo mejorarlo.",
      ["Empiece con AEO", CONTACT],
      ["Explore la AEO", "#capabilities"],
    ),
  }),
];
