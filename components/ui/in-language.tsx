import type { ReactNode } from "react";
import { type Locale, languageTags } from "../../lib/i18n/locales.ts";
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
  if (written === page) return children;
  return (
    <div lang={languageTags[written]} className={noBox}>
      {children}
    </div>
  );
}
