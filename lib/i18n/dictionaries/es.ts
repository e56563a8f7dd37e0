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
};
