import type { Dictionary } from "./en.ts";

export const es: Dictionary = {
  chrome: {
    skipToContent: "Ir al contenido",
    homeLink: "{siteName}, inicio",
    mainNav: "Principal",
    mobileNav: "Menú móvil",
    legalNav: "Aviso legal",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    contactCta: "Contáctenos",
    headquarters: "Oficina central · ",
    signOut: "Cerrar sesión",
  },
  languageSwitch: {
    label: "English",
    navLabel: "Idioma",
  },
  toast: { dismiss: "Cerrar notificación" },
  forms: {
    validation: {
      required: "{label} es obligatorio.",
      notText: "{label} debe ser texto.",
      unstorable: "{label} contiene caracteres que no podemos guardar.",
      controlCharacters: "{label} contiene caracteres de control. Por favor, quítelos.",
      textDirection: "{label} contiene caracteres que cambian la dirección del texto. Por favor, quítelos.",
      oneLine: "{label} debe caber en una sola línea.",
      tooLong: "{label} debe tener como máximo {max} caracteres.",
      email: "Escriba un correo electrónico válido.",
      phone: "Escriba un número de teléfono válido.",
    },
    lead: {
      invalid: "Algunos campos necesitan su atención. Revíselos e inténtelo de nuevo.",
      rateLimited: "Ha enviado varias solicitudes en poco tiempo. Inténtelo de nuevo en {wait}.",
      waitSecond: "{count} segundo",
      waitSeconds: "{count} segundos",
      waitMinutes: "{count} minutos",
    },
    honeypot: "Deje este campo vacío",
    toasts: {
      quoteSubmitted: {
        title: "¡Solicitud de cotización enviada! 🚀",
        description: "Le contactaremos en menos de 24 horas con una propuesta detallada.",
      },
      quoteFailed: {
        title: "No se pudo enviar",
        description: "Inténtelo de nuevo o contáctenos directamente.",
      },
      contactSent: {
        title: "¡Mensaje enviado! 🚀",
        description: "Le responderemos en menos de 24 horas.",
      },
      contactFailed: {
        title: "No se pudo enviar",
        description: "Inténtelo de nuevo o contáctenos directamente.",
      },
      evaluationSubmitted: {
        title: "¡Solicitud enviada! 🚀",
        description: "Le enviaremos la evaluación de su proyecto en menos de 2 horas.",
      },
      evaluationFailed: {
        title: "No se pudo enviar",
        description: "Inténtelo de nuevo o contáctenos directamente.",
      },
      newsletterSubscribed: {
        title: "¡Suscripción confirmada! 📧",
        description: "Bienvenido a nuestro boletín. ¡Pronto tendrá noticias nuestras!",
      },
      newsletterDuplicate: {
        title: "Ya está suscrito",
        description: "Este correo electrónico ya está suscrito a nuestro boletín.",
      },
      newsletterFailed: {
        title: "No se pudo suscribir",
        description: "Inténtelo de nuevo más tarde.",
      },
    },
    contact: {
      formName: "Contacto rápido",
      firstName: "Nombre",
      lastName: "Apellido",
      email: "Correo electrónico",
      company: "Empresa",
      message: "Mensaje",
      submit: "Enviar mensaje",
      busy: "Enviando...",
    },
    newsletter: {
      formName: "Boletín",
      email: "Correo electrónico",
      emailInMessages: "Correo electrónico",
      placeholder: "usted@empresa.com",
      submit: "Suscribirse",
      busy: "Suscribiendo...",
    },
    evaluation: {
      formName: "Evaluación de proyecto",
      name: "Nombre",
      email: "Correo electrónico",
      phone: "Teléfono",
      phoneInMessages: "Teléfono",
      service: "Servicio",
      servicePlaceholder: "Elija un servicio",
      serviceChoice: "Elija un servicio de la lista.",
      submit: "Obtener mi evaluación gratuita",
      busy: "Enviando...",
    },
  },
  quote: {
    title: "Obtenga su cotización completa",
    description:
      "Cuéntenos sobre su proyecto. Le respondemos en menos de 24 horas con una propuesta detallada.",
    formName: "Solicitud de cotización",
    stepOf: "Paso {step} de {count}",
    steps: {
      contact: "Información de contacto",
      project: "Detalles del proyecto",
      features: "Funciones y requisitos",
      final: "Detalles finales y envío",
    },
    progress: "Progreso de la solicitud de cotización",
    progressStep: "Paso {step}",
    progressDone: ", completado",
    previous: "Anterior",
    next: "Siguiente paso",
    submit: "Enviar solicitud de cotización",
    busy: "Enviando...",
    close: "Cerrar",
    loading: "Cargando el formulario…",
    failed: "No se pudo cargar el formulario. Revise su conexión y",
    retry: "vuelva a intentarlo",
    fields: {
      name: "Nombre completo",
      email: "Correo electrónico",
      phone: "Número de teléfono",
      company: "Empresa",
      projectType: "Tipo de proyecto",
      budget: "Rango de presupuesto",
      timeline: "Plazo",
      description: "Descripción del proyecto",
      industry: "Industria",
      currentWebsite: "Sitio web actual",
      features: "Funciones",
      goals: "Objetivos",
    },
    placeholders: {
      projectType: "Elija un tipo de proyecto",
      budget: "Elija un presupuesto",
      timeline: "Elija un plazo",
      description: "¿Qué debe hacer y para quién?",
      industry: "Elija una industria",
      goals: "¿Cómo se vería el éxito de este proyecto?",
    },
    featuresHelp: "Elija todas las que correspondan.",
    optional: "Opcional",
    estimateTitle: "Estimado inmediato",
    estimateUnavailable:
      "El estimado inmediato no está disponible en este momento. Su propuesta detallada incluirá los precios.",
    summaryTitle: "Su solicitud",
    summary: {
      name: "Nombre",
      email: "Correo electrónico",
      project: "Proyecto",
      budget: "Presupuesto",
      timeline: "Plazo",
      industry: "Industria",
    },
    messages: {
      name: "Nombre completo",
      email: "Correo electrónico",
      phone: "Número de teléfono",
      company: "Empresa",
      description: "Descripción del proyecto",
      currentWebsite: "Sitio web actual",
      goals: "Objetivos",
      projectType: "Elija un tipo de proyecto.",
      budget: "Elija un rango de presupuesto.",
      timeline: "Elija un plazo.",
      industry: "Elija una industria.",
      features: "Elija funciones de la lista.",
      featureOnce: "Cada función se puede elegir una sola vez.",
    },
    projectTypes: {
      website: "Sitio web empresarial",
      ecommerce: "Tienda en línea",
      webapp: "Aplicación web",
      portfolio: "Portafolio",
      blog: "Blog",
      landing: "Página de aterrizaje",
      redesign: "Rediseño de sitio web",
      custom: "Solución a la medida",
    },
    budgets: {
      "under-10k": "$5,000-$10,000",
      "10k-25k": "$10,000-$25,000",
      "25k-50k": "$25,000-$50,000",
      "50k-100k": "$50,000-$100,000",
      "over-100k": "$100,000 o más",
    },
    timelines: {
      urgent: "1-2 meses",
      standard: "2-4 meses",
      relaxed: "4-6 meses",
      flexible: "6 meses o más",
    },
    industries: {
      Technology: "Tecnología",
      Healthcare: "Salud",
      Finance: "Finanzas",
      "Real Estate": "Bienes raíces",
      Education: "Educación",
      "E-commerce": "Comercio electrónico",
      Manufacturing: "Manufactura",
      Legal: "Servicios legales",
      Government: "Gobierno",
      "Non-profit": "Sin fines de lucro",
      Entertainment: "Entretenimiento",
      Other: "Otra",
    },
    features: {
      "User Authentication": "Inicio de sesión de usuarios",
      "Payment Integration": "Pagos en línea",
      "Content Management": "Gestión de contenido",
      "Mobile App": "Aplicación móvil",
      "API Development": "Desarrollo de API",
      "Third-party Integrations": "Integraciones con terceros",
      "Analytics Dashboard": "Panel de analítica",
      "SEO Optimization": "Optimización SEO",
      "Multi-language Support": "Varios idiomas",
      "Custom Database": "Base de datos a la medida",
      "Real-time Features": "Funciones en tiempo real",
      "Admin Panel": "Panel de administración",
    },
  },
  auth: {
    eyebrow: "Acceso para clientes y personal",
    title: "Inicie sesión en Cardinal",
    description: "Entre a su cuenta, o cree una para seguir sus proyectos con nosotros.",
    signIn: "Iniciar sesión",
    signUp: "Crear cuenta",
    signInForm: "Iniciar sesión",
    signUpForm: "Crear cuenta",
    email: "Correo electrónico",
    password: "Contraseña",
    firstName: "Nombre",
    lastName: "Apellido",
    fieldNames: { firstName: "Nombre", lastName: "Apellido", email: "Correo electrónico" },
    passwordRequired: "La contraseña es obligatoria.",
    passwordTooLong: "La contraseña debe tener como máximo 256 caracteres.",
    signingIn: "Iniciando sesión...",
    creatingAccount: "Creando la cuenta...",
    errorTitle: "Error",
    invalid: "Algunos campos necesitan su atención. Revíselos e inténtelo de nuevo.",
    signInFailed: "No se pudo iniciar sesión.",
    signUpFailed: "No se pudo crear la cuenta.",
    signedUp: {
      title: "Listo",
      description: "Revise su correo electrónico para confirmar su cuenta.",
    },
    confirmed:
      "Si abrió el enlace de nuestro correo, su dirección ya está confirmada. Inicie sesión para continuar.",
    linkErrors: {
      expired: "El enlace del correo no es válido o ya venció. Inicie sesión o pida un enlace nuevo.",
      incomplete: "Este enlace de confirmación está incompleto. Use el enlace del correo.",
      failed: "No pudimos confirmar este enlace. Inténtelo de nuevo o inicie sesión.",
    },
    serverErrors: {
      invalid_credentials: "El correo electrónico o la contraseña no son correctos.",
      email_not_confirmed:
        "Su correo electrónico aún no está confirmado. Abra el enlace que le enviamos para confirmarlo.",
      user_already_exists: "Ya existe una cuenta con este correo electrónico.",
      weak_password: "La contraseña debe tener al menos {min} caracteres.",
      weak_password_other: "La contraseña es demasiado débil. Elija una más segura.",
      over_request_rate_limit: "Demasiados intentos en poco tiempo. Inténtelo de nuevo en unos minutos.",
      over_email_send_rate_limit: "Por seguridad, podrá pedirlo de nuevo dentro de {seconds} segundos.",
      over_email_send_rate_limit_other:
        "Enviamos demasiados correos en poco tiempo. Inténtelo de nuevo más tarde.",
      signup_disabled: "Por ahora no se pueden crear cuentas nuevas.",
      user_banned: "Esta cuenta está suspendida.",
      validation_failed: "Revise el correo electrónico: no parece válido.",
      unknown: "Algo salió mal. Inténtelo de nuevo.",
    },
  },
  confirmationMail: {
    greeting: "Hola, {name}:",
    greetingWithoutName: "Hola:",
    contactSubject: "Recibimos su mensaje",
    contactBody: "Gracias por escribirnos. Le responderemos en menos de 24 horas.",
    evaluationSubject: "Recibimos su solicitud de evaluación",
    evaluationBody:
      "Gracias por su solicitud. Le enviaremos la evaluación de su proyecto en menos de 2 horas.",
    quoteSubject: "Recibimos su solicitud de cotización",
    quoteBody:
      "Gracias por su solicitud de cotización. Le contactaremos en menos de 24 horas con una propuesta detallada.",
    quoteEstimate: "El estimado inmediato que vio: {range}.",
    newsletterSubject: "Bienvenido a nuestro boletín",
    newsletterBody: "Gracias por suscribirse. ¡Pronto tendrá noticias nuestras!",
    yourMessage: "Su mensaje:",
    notYou: "Si usted no envió esto, puede ignorar este correo.",
    visit: "Visítenos: {url}",
  },
  analyzer: {
    heading: "Analizador SEO",
    intro:
      "Escriba la dirección de un sitio web para revisar lo básico de su posicionamiento: seguridad, rastreo, metaetiquetas, estructura e imágenes.",
    form: {
      name: "Analizador SEO",
      url: "Dirección del sitio web",
      placeholder: "Escriba la dirección del sitio (p. ej., https://example.com)",
      analyze: "Analizar",
      analyzing: "Analizando",
      preparing: "Preparando el informe…",
    },
    status: {
      running: "Analizando {url}",
      complete:
        "Análisis terminado para {url}. Puntuación SEO: {seoScore} de 100; puntuación general: {score} de 100.",
      failed: "El análisis falló. {reason} {advice}",
    },
    toasts: {
      emptyUrl: { title: "Error", description: "Escriba una dirección válida" },
      complete: { title: "Análisis terminado", description: "Puntuación SEO: {seoScore}/100" },
      failed: { title: "El análisis falló", description: "No pudimos analizar el sitio. {reason} {advice}" },
      failedPlain: {
        title: "El análisis falló",
        description: "No pudimos analizar el sitio. Inténtelo de nuevo.",
      },
    },
    failures: {
      unreachable: {
        reason: "No pudimos comunicarnos con el analizador.",
        advice: "Revise su conexión e inténtelo de nuevo.",
      },
      answer: {
        reason: "El analizador respondió con un error (HTTP {status}).",
        advice: "Inténtelo de nuevo.",
      },
      internal: {
        reason: "Algo falló de nuestro lado al analizar el sitio.",
        advice: "Inténtelo de nuevo.",
      },
      tooLong: {
        reason: "La dirección tiene más de {max} caracteres.",
        advice: "Corrija la dirección y vuelva a analizar.",
      },
    },
    errors: {
      invalid_url: {
        reason: "Eso no parece la dirección de un sitio web.",
        advice: "Corrija la dirección y vuelva a analizar.",
      },
      unsupported_scheme: {
        reason: "Solo se pueden analizar páginas web http:// y https://.",
        advice: "Escriba una dirección que empiece con http:// o https://.",
      },
      blocked_port: {
        reason: "Solo se pueden analizar sitios en los puertos estándar (80 y 443).",
        advice: "Volver a intentarlo no servirá: analizamos sitios públicos solo en los puertos estándar.",
      },
      blocked_address: {
        reason: "Esa dirección apunta a una red privada o interna, que no analizamos.",
        advice: "Volver a intentarlo no servirá: analizamos solo sitios web públicos.",
      },
      rate_limited: {
        reason: "Ha hecho muchos análisis en poco tiempo.",
        advice: "Espere un minuto e inténtelo de nuevo.",
      },
      busy: {
        reason: "El analizador está ocupado en este momento.",
        advice: "Inténtelo de nuevo en un minuto.",
      },
      dns_not_found: {
        reason: "No encontramos ese sitio web. Revise que la dirección esté bien escrita.",
        advice: "Volver a intentarlo con la misma dirección no servirá.",
      },
      connection_failed: {
        reason: "No pudimos conectarnos con ese sitio web.",
        advice: "Inténtelo más tarde: puede que el sitio esté caído por un momento.",
      },
      tls_error: {
        reason:
          "El certificado de seguridad del sitio no es válido, así que no pudimos conectarnos de forma segura.",
        advice: "Volver a intentarlo no servirá hasta que el sitio corrija su certificado.",
      },
      timeout: {
        reason: "El sitio web tardó demasiado en responder.",
        advice: "Inténtelo más tarde: puede que el sitio esté muy ocupado.",
      },
      too_many_redirects: {
        reason: "El sitio web redirigió demasiadas veces, así que dejamos de seguirlo.",
        advice: "Volver a intentarlo no servirá hasta que el sitio corrija sus redirecciones.",
      },
      not_found: {
        reason: "No se encontró la página.",
        advice: "Revise la dirección: volver a intentarlo no servirá.",
      },
      http_error: {
        reason: "El sitio web respondió con un error.",
        advice: "Volver a intentarlo no servirá, a menos que el sitio cambie su respuesta.",
      },
      not_html: {
        reason: "Esa dirección no es una página web.",
        advice: "Escriba la dirección de una página web: volver a intentarlo no servirá.",
      },
      too_large: {
        reason: "La página pesa más de lo que analizamos.",
        advice: "Volver a intentarlo no servirá: la página es demasiado grande para analizarla.",
      },
    },
    passingFault: "Inténtelo más tarde: puede que la falla sea pasajera.",
    report: {
      reportFor: "Informe de",
      overview: "Resumen",
      overall: "Puntuación general",
      seo: "Puntuación SEO",
      mobile: "Puntuación móvil",
      loadTime: "Tiempo de carga",
      seconds: "{seconds} s",
      notMeasured: "Sin medir",
      outOf: "{name}: {score} de 100",
      issues: "Problemas encontrados ({count})",
      noIssues: "No encontramos problemas.",
      recommendations: "Recomendaciones",
      nothingToChange: "Nada que cambiar: esta página cumple todas las revisiones.",
      action: "Qué hacer:",
      technical: "SEO técnico",
      securityGroup: "Seguridad y estructura",
      ssl: "Certificado SSL",
      robots: "Robots.txt",
      sitemap: "Mapa del sitio XML",
      metaGroup: "Metaetiquetas",
      titleTag: "Etiqueta de título",
      metaDescription: "Metadescripción",
      viewportTag: "Etiqueta viewport",
      contentGroup: "Estructura del contenido",
      h1: "Etiquetas H1",
      h2: "Etiquetas H2",
      images: "Imágenes en total",
      missingAlt: "Sin texto alternativo",
      pass: "Aprobado",
      fail: "No aprobado",
    },
    types: { error: "Error", warning: "Advertencia", info: "Información" },
    levels: { high: "alta", medium: "media", low: "baja" },
    categories: {
      Security: "Seguridad",
      Crawling: "Rastreo",
      "Meta Tags": "Metaetiquetas",
      Content: "Contenido",
      Images: "Imágenes",
      Mobile: "Móvil",
      Accessibility: "Accesibilidad",
      Performance: "Rendimiento",
    },
    load: {
      unknown: "No pudimos medir el tiempo de carga.",
      htmlOnly: "Peso de la página {weight}: el HTML, que no necesita otros archivos.",
      withFiles: "Peso de la página {weight}: el HTML y {files}.",
      withFilesFailed: "Peso de la página {weight}: el HTML y {files}; {failed} no se pudieron descargar.",
      firstOf: "los primeros {timed} de {files}",
      kilobytes: "{size} KB",
      megabytes: "{size} MB",
    },
    counts: {
      character: { one: "{count} carácter", other: "{count} caracteres" },
      image: { one: "{count} imagen", other: "{count} imágenes" },
      largeImage: { one: "{count} imagen pesada", other: "{count} imágenes pesadas" },
      h1: { one: "{count} H1", other: "{count} H1" },
      file: { one: "{count} archivo", other: "{count} archivos" },
      redirect: { one: "{count} redirección", other: "{count} redirecciones" },
      lacks: { one: "no tiene", other: "no tienen" },
      is: { one: "tiene", other: "tienen" },
    },
    issues: {
      notHttps: {
        title: "No se sirve por HTTPS",
        description:
          "La página llegó por http:// sin cifrar, así que los navegadores la marcan como no segura.",
      },
      httpNoRedirect: {
        title: "HTTP no redirige a HTTPS",
        description: "http://{host}/ responde sin enviar a los visitantes a la versión segura.",
      },
      noindex: {
        title: "La página pide no ser indexada",
        description:
          "Una metaetiqueta robots o el encabezado X-Robots-Tag dice noindex, así que los buscadores la dejarán fuera.",
      },
      missingTitle: {
        title: "Falta la etiqueta de título",
        description:
          "La página no tiene <title>, que es el encabezado que muestran los resultados de búsqueda.",
      },
      titleTooLong: {
        title: "Título demasiado largo",
        description: "El título tiene {length}; en los resultados de búsqueda se ven mejor de {min} a {max}.",
      },
      titleTooShort: {
        title: "Título demasiado corto",
        description: "El título tiene {length}; en los resultados de búsqueda se ven mejor de {min} a {max}.",
      },
      missingDescription: {
        title: "Falta la metadescripción",
        description: "Sin metadescripción, los buscadores eligen por su cuenta un fragmento de la página.",
      },
      descriptionTooLong: {
        title: "Metadescripción demasiado larga",
        description: "La metadescripción tiene {length}; procure que tenga de {min} a {max}.",
      },
      descriptionTooShort: {
        title: "Metadescripción demasiado corta",
        description: "La metadescripción tiene {length}; procure que tenga de {min} a {max}.",
      },
      missingViewport: {
        title: "Falta la etiqueta viewport",
        description:
          "Sin la metaetiqueta viewport, los teléfonos muestran la página reducida, con ancho de escritorio.",
      },
      zoomDisabled: {
        title: "El zoom está desactivado",
        description:
          "La etiqueta viewport impide acercar la página, algo que necesitan las personas con baja visión.",
      },
      missingH1: {
        title: "Falta el encabezado H1",
        description: "La página no tiene H1, así que ni lectores ni buscadores ven su tema principal.",
      },
      multipleH1: {
        title: "Varios encabezados H1",
        description: "La página tiene {count} encabezados H1; un solo encabezado principal es más claro.",
      },
      headingSkip: {
        title: "Niveles de encabezado fuera de orden",
        description: "El esquema salta de {from} a {to} y se brinca un nivel.",
      },
      headingBeforeH1: {
        title: "Niveles de encabezado fuera de orden",
        description: "Hay un encabezado antes del H1, así que el esquema no empieza por el tema principal.",
      },
      imagesWithoutAlt: {
        title: "Imágenes sin texto alternativo",
        description: "{missing} de {images} {lacks} texto alternativo.",
      },
      largeImages: {
        title: "Archivos de imagen pesados",
        description: "{images} {is} más de {size} KB o más de {pixels} píxeles de ancho.",
      },
      missingRobots: {
        title: "Falta robots.txt",
        description: "No encontramos robots.txt en {origin}/robots.txt.",
      },
      robotsBlocks: {
        title: "robots.txt bloquea esta página",
        description: 'La línea {line} de robots.txt ("{rule}") impide que los buscadores rastreen {path}.',
      },
      missingSitemap: {
        title: "Falta el mapa del sitio XML",
        description: "No hay un mapa del sitio en robots.txt ni en /sitemap.xml.",
      },
      canonicalElsewhere: {
        title: "La URL canónica apunta a otro dominio",
        description:
          "El enlace canónico nombra {canonical}, en {otherHost} y no en {host}, así que los buscadores podrían indexar esa dirección en lugar de esta página.",
      },
      noCanonical: {
        title: "Sin URL canónica",
        description:
          "La página no dice cuál es su dirección principal, así que las copias podrían repartirse el posicionamiento.",
      },
      noLang: {
        title: "No se declara el idioma de la página",
        description:
          "El elemento <html> no tiene el atributo lang, así que los lectores de pantalla podrían pronunciar mal el texto.",
      },
      ogUrlElsewhere: {
        title: "La URL de Open Graph apunta a otro dominio",
        description:
          "og:url nombra {ogUrl}, en {otherHost} y no en {host}, así que los enlaces compartidos llevan allá.",
      },
      openGraphIncomplete: {
        title: "Etiquetas Open Graph incompletas",
        description: "Faltan {tags}, así que los enlaces compartidos se ven sin vista previa.",
      },
      heavyHtml: {
        title: "Documento HTML pesado",
        description: "Solo el HTML pesa {size} KB, sin contar imágenes, estilos ni scripts.",
      },
      slowLoad: {
        title: "La página carga lento",
        description:
          "La página y los archivos que necesita para mostrarse tardaron {seconds} segundos en descargarse; procure que sean menos de {limit}.",
      },
      loadTimedOut: {
        title: "Tiempo de carga sin medir",
        description: "Los archivos de la página seguían descargándose después de {seconds} segundos.",
      },
      loadFileTooLarge: {
        title: "Tiempo de carga sin medir",
        description: "{url} pesa más de {size} MB, más de lo que descargamos.",
      },
      filesMissing: {
        title: "Faltan archivos",
        description:
          "{failed} de los {files} que la página necesita para mostrarse no se pudieron descargar.",
      },
      redirectChain: {
        title: "Cadena de redirecciones",
        description: "La dirección pasó por {redirects} antes de llegar a la página.",
      },
    },
    recommendations: {
      enableHttps: {
        title: "Active HTTPS",
        description: "Los buscadores prefieren las páginas seguras y los visitantes confían más en ellas.",
        action: "Instale un certificado TLS y redirija toda dirección http:// a https://.",
      },
      redirectHttp: {
        title: "Redirija HTTP a HTTPS",
        description: "Los visitantes y enlaces que usan http:// deben llegar a la página segura.",
        action: "Responda a http://{host}/ con una redirección 301 a https://{host}/.",
      },
      allowIndexing: {
        title: "Permita la indexación",
        description: "Una página excluida del índice no puede posicionarse.",
        action:
          "Quite noindex de la metaetiqueta robots o del encabezado X-Robots-Tag si la página debe aparecer en búsquedas.",
      },
      addTitle: {
        title: "Agregue una etiqueta de título",
        description: "El título es la señal más fuerte de la página y el texto del enlace en los resultados.",
        action: "Escriba un título único de {min} a {max} caracteres que nombre el tema de la página.",
      },
      shortenTitle: {
        title: "Acorte el título",
        description: "Los resultados de búsqueda cortan los títulos largos.",
        action: "Reescriba el título con {min} a {max} caracteres.",
      },
      expandTitle: {
        title: "Amplíe el título",
        description: "Un título corto desaprovecha espacio para describir la página.",
        action: "Reescriba el título con {min} a {max} caracteres.",
      },
      addDescription: {
        title: "Agregue una metadescripción",
        description: "Una buena descripción hace que más personas entren desde los resultados de búsqueda.",
        action: "Agregue una metadescripción de {min} a {max} caracteres que resuma la página.",
      },
      shortenDescription: {
        title: "Reescriba la metadescripción",
        description: "Los resultados de búsqueda cortan las descripciones largas.",
        action: "Reescriba la metadescripción con {min} a {max} caracteres.",
      },
      expandDescription: {
        title: "Reescriba la metadescripción",
        description: "Una descripción corta no le hace justicia a la página.",
        action: "Reescriba la metadescripción con {min} a {max} caracteres.",
      },
      addViewport: {
        title: "Agregue una etiqueta viewport",
        description: "Las páginas adaptadas a móviles se posicionan mejor en búsquedas desde el teléfono.",
        action: 'Agregue <meta name="viewport" content="width=device-width, initial-scale=1"> al head.',
      },
      allowZoom: {
        title: "Permita el zoom",
        description: "Todo visitante debe poder agrandar el texto.",
        action: "Quite user-scalable=no y cualquier maximum-scale menor que 2 de la etiqueta viewport.",
      },
      addH1: {
        title: "Agregue un encabezado H1",
        description: "Un encabezado principal claro le dice a todos de qué trata la página.",
        action: "Agregue un solo <h1> que diga el tema de la página.",
      },
      singleH1: {
        title: "Estructura de encabezados",
        description: "Un solo H1 seguido de secciones H2 le da a la página un esquema claro.",
        action: "Deje un solo H1 y convierta en H2 el resto ({others}).",
      },
      headingOrder: {
        title: "Estructura de encabezados",
        description:
          "Los lectores de pantalla y los buscadores usan los encabezados como índice de la página.",
        action: "Empiece por el H1 y baje un nivel a la vez (H1, H2, H3).",
      },
      addAlt: {
        title: "Agregue texto alternativo",
        description:
          "El texto alternativo se lee en voz alta a los visitantes ciegos y les dice a los buscadores qué muestra la imagen.",
        action:
          'Agregue el atributo alt a las imágenes que no lo tienen ({images}; alt="" en las decorativas).',
      },
      optimizeImages: {
        title: "Optimice las imágenes",
        description: "Las imágenes pesadas son la causa más común de páginas lentas en el teléfono.",
        action:
          "Reduzca y comprima las imágenes pesadas ({images}; WebP o AVIF, al tamaño en que se muestran).",
      },
      addRobots: {
        title: "Agregue robots.txt",
        description: "robots.txt les dice a los rastreadores qué omitir y dónde está su mapa del sitio.",
        action: "Publique {origin}/robots.txt con una línea Sitemap:.",
      },
      letCrawlersIn: {
        title: "Deje pasar a los rastreadores",
        description: "Una página que no se puede rastrear no aparece en las búsquedas.",
        action: 'Quite o acote "{rule}" en robots.txt para que ya no coincida con {path}.',
      },
      publishSitemap: {
        title: "Publique un mapa del sitio XML",
        description: "Un mapa del sitio ayuda a los buscadores a encontrar cada página, también las nuevas.",
        action: "Genere {origin}/sitemap.xml y nómbrelo en robots.txt.",
      },
      fixCanonical: {
        title: "Haga que el enlace canónico apunte aquí",
        description:
          "El enlace canónico les dice a los buscadores qué dirección posicionar para este contenido.",
        action: 'Ponga en <link rel="canonical"> la dirección de esta misma página, {url}.',
      },
      addCanonical: {
        title: "Agregue un enlace canónico",
        description: "Une en una sola las señales de las direcciones duplicadas.",
        action: 'Agregue <link rel="canonical" href="{url}"> al head.',
      },
      declareLang: {
        title: "Declare el idioma",
        description: "Los lectores de pantalla y los traductores necesitan saber el idioma de la página.",
        action: 'Agregue lang="es" (o el idioma que corresponda) al elemento <html>.',
      },
      fixOgUrl: {
        title: "Corrija og:url",
        description:
          "Las redes sociales llevan a quien hace clic en un enlace compartido a la dirección de og:url.",
        action: "Ponga en og:url la dirección de esta misma página, {url}.",
      },
      addOpenGraph: {
        title: "Agregue etiquetas Open Graph",
        description: "Las redes sociales las usan para armar la vista previa de un enlace compartido.",
        action: "Agregue las metaetiquetas {tags} (una imagen de 1200x630 funciona en todas partes).",
      },
      speedTimedWeighed: {
        title: "Mejore la velocidad de la página",
        description: "La página tardó {seconds} segundos en descargarse y pesa {size} KB con sus archivos.",
        action:
          "Procure que tarde menos de {limit} segundos: guarde las páginas en caché, recorte los datos en línea y comprima las respuestas.",
      },
      speedTimed: {
        title: "Mejore la velocidad de la página",
        description: "La página tardó {seconds} segundos en descargarse.",
        action:
          "Procure que tarde menos de {limit} segundos: guarde las páginas en caché, recorte los datos en línea y comprima las respuestas.",
      },
      speedHeavyHtml: {
        title: "Mejore la velocidad de la página",
        description: "Solo el HTML pesa {size} KB.",
        action:
          "Procure que tarde menos de {limit} segundos: guarde las páginas en caché, recorte los datos en línea y comprima las respuestas.",
      },
    },
    scoring: {
      title: "Cómo calificamos",
      rule: "Cada puntuación son los puntos que suman sus revisiones sobre 100, redondeados: una revisión gana todos sus puntos cuando se cumple y ninguno cuando no, o la parte indicada.",
      overall:
        "Puntuación general: {seo} de la puntuación SEO, {mobile} de la puntuación móvil y {accessibility} de la puntuación de accesibilidad, redondeado.",
      toastNote: "El aviso al terminar un análisis repite la puntuación SEO.",
      points: "{weight} puntos",
      checksOf: "Revisiones de {name}",
      scores: {
        seo: "Puntuación SEO",
        mobile: "Puntuación móvil",
        accessibility: "Puntuación de accesibilidad",
      },
      loadTime: "Tiempo de carga",
      loadDefinition:
        "Segundos desde que pedimos la página hasta que se descargan su HTML y los archivos que necesita para mostrarse: cada hoja de estilos y script, y las primeras {aboveFold} imágenes que no se cargan de forma diferida, {concurrency} a la vez una vez que llega el HTML (como máximo {maxFiles} archivos). Se muestra con el peso de la página: los bytes recibidos del HTML y de esos archivos. Si los archivos tardan más de {timeout} segundos, o uno pesa más de {maxSize} MB, el tiempo de carga no se mide y el informe lo indica. El tiempo de carga no cuenta en ninguna puntuación: cambia de un análisis a otro.",
      checks: {
        https: "Se sirve por HTTPS",
        title: "La página tiene etiqueta de título",
        titleLength: "Título de {min} a {max} caracteres",
        description: "La página tiene metadescripción",
        descriptionLength: "Metadescripción de {min} a {max} caracteres",
        singleH1: "Exactamente un encabezado H1",
        headingStructure: "Los encabezados empiezan por el H1 y nunca se saltan un nivel al bajar",
        canonical: "Un enlace canónico en el mismo dominio de la página",
        robotsTxt: "robots.txt existe y deja que los buscadores rastreen la página",
        sitemap: "Un mapa del sitio XML, nombrado en robots.txt o en /sitemap.xml",
        indexable: "Sin noindex en una metaetiqueta robots ni en el encabezado X-Robots-Tag",
        openGraph: "og:title, og:description y og:image (un tercio de los puntos cada una)",
        imageAlt: "Parte de las imágenes con texto alternativo (todos los puntos si no hay imágenes)",
        lang: "Se declara el idioma de la página (lang en <html>)",
        viewport: "Una etiqueta viewport con width=device-width (la mitad de los puntos con otra)",
        zoomAllowed:
          "Una etiqueta viewport que permite el zoom (sin user-scalable=no ni maximum-scale menor que 2)",
        htmlWeight: "HTML de {light} KB como máximo (la mitad de los puntos hasta {heavy} KB)",
        imageSizes: "Parte de las imágenes de {size} KB y {pixels} píxeles como máximo",
      },
    },
  },
};
