import type { Metadata } from "next";
import { SignInPage } from "../../../components/forms/sign-in-page.tsx";
import { authWords } from "../../../lib/i18n/dictionary.ts";
import { languageAlternates, spanishPaths } from "../../../lib/i18n/locales.ts";

// Sign-in copy sits with its form, in code (the dictionaries' `auth` group), like every form's labels.
const words = authWords("en");

export const metadata: Metadata = {
  title: words.title,
  description: words.description,
  alternates: { canonical: "/auth", languages: languageAlternates("/auth", spanishPaths["/auth"]) },
  robots: { index: false, follow: false },
};

export default function AuthPage() {
  return <SignInPage words={words} />;
}
