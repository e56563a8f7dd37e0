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
  },
  languageSwitch: {
    label: "English",
    navLabel: "Idioma",
  },
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
};
