import type { Metadata } from "next";
import { SignInPage } from "../../../../components/forms/sign-in-page.tsx";
import { authWords } from "../../../../lib/i18n/dictionary.ts";
import { languageAlternates, openGraphLocales, spanishPaths } from "../../../../lib/i18n/locales.ts";

const words = authWords("es");

export const metadata: Metadata = {
  title: words.title,
  description: words.description,
  alternates: {
    canonical: spanishPaths["/auth"],
    languages: languageAlternates("/auth", spanishPaths["/auth"]),
  },
  openGraph: { locale: openGraphLocales.es, alternateLocale: openGraphLocales.en },
  robots: { index: false, follow: false },
};

/**
 * /auth in Spanish: the same forms and flows, every word Spanish (the auth server's errors by their
 * codes); an account made here carries `locale: "es"`, so the auth mails it gets are Spanish too.
 */
export default function AccesoPage() {
  return <SignInPage words={words} />;
}
