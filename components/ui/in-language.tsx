import type { ReactNode } from "react";
import { type Locale, languageTags } from "../../lib/i18n/locales.ts";
import { isTranslation } from "../../lib/i18n/translations.ts";
import { css } from "../../styled-system/css/index.mjs";

const noBox = css({ display: "contents" });

/**
 * A passage written in another language than its page's (an untranslated page's English text on a
 * Spanish page): marked with its own lang (WCAG 3.1.2), so it is read out in that language.
 */
export function InLanguage({
  written,
  page,
  children,
}: {
  written: Locale;
  page: Locale;
  children: ReactNode;
}) {
  return <Passage lang={written === page ? undefined : languageTags[written]}>{children}</Passage>;
}

/** Children in the language `lang` (a tag), boxless; nothing added when it is the page's (undefined). */
export function Passage({ lang, children }: { lang: string | undefined; children: ReactNode }) {
  if (!lang) return children;
  return (
    <div lang={lang} className={noBox}>
      {children}
    </div>
  );
}

/**
 * The lang of one collection document on a page whose untranslated documents are in `itemsLang`: none
 * when the document is a translation (its words are the page's language).
 */
export const itemLang = (id: string, itemsLang: string | undefined) =>
  itemsLang && !isTranslation(id) ? itemsLang : undefined;
