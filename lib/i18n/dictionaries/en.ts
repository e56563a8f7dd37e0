// The words of the site's chrome that are code, not content: each language's dictionary has every key
// of this one (./es.ts is typed by it), read on the server and handed to islands as props.
export const en = {
  chrome: {
    skipToContent: "Skip to content",
    homeLink: "{siteName}, home",
    mainNav: "Main",
    mobileNav: "Mobile",
    legalNav: "Legal",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    contactCta: "Contact us",
    headquarters: "Headquarters · ",
  },
  languageSwitch: {
    /** Names the other language, in that language: what a reader of it looks for. */
    label: "Español",
    navLabel: "Language",
  },
} as const;

/** A dictionary: the shape of the English one, any words. */
type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };
export type Dictionary = Words<typeof en>;
