"use client";

import { usePathname } from "next/navigation";
import { type ContentSlugs, counterpartPath, type Locale, languageTags } from "../../lib/i18n/locales.ts";

interface LanguageSwitchProps {
  /** The language it leads to. */
  target: Locale;
  /** That language's name, in that language. */
  label: string;
  navLabel: string;
  /** The Spanish slugs of the collections' documents, so a service or case study keeps its page. */
  slugs: ContentSlugs;
  className?: string;
}

/**
 * The link to the page being read in the other language (its home when the page has no translated
 * address). Drawn with the page's path on the server, so it works before any script; a plain link, as
 * each language is a document of its own.
 */
export function LanguageSwitch({ target, label, navLabel, slugs, className }: LanguageSwitchProps) {
  const pathname = usePathname() ?? "/";
  return (
    <nav aria-label={navLabel}>
      <a
        href={counterpartPath(pathname, slugs)}
        hrefLang={languageTags[target]}
        lang={languageTags[target]}
        className={className}
      >
        {label}
      </a>
    </nav>
  );
}
