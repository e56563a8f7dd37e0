import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { NewsletterIsland } from "../components/forms/on-demand-forms.tsx";
import { QuoteEarlyFrame } from "../components/forms/quote/quote-early-frame.tsx";
import { AccountNav } from "../components/layout/account-nav.tsx";
import { LanguageSwitch } from "../components/layout/language-switch.tsx";
import { Logo } from "../components/layout/logo.tsx";
import { RouteScrollReset } from "../components/layout/route-scroll-reset.tsx";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { siteHeaderClasses } from "../components/layout/site-header.styles.ts";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "../components/layout/skip-link.tsx";
import { OrganizationJsonLd } from "../components/seo/organization-json-ld.tsx";
import { bodyFont, headingFont } from "../components/ui/fonts/index.ts";
import { LIGHT_DOCUMENT } from "../components/ui/light-document.ts";
import { DraftModeVisualEditing } from "../components/ui/visual-editing.tsx";
import { dictionary, fill, leadFormWords } from "../lib/i18n/dictionary.ts";
import { type Locale, languageTags, localizedPath } from "../lib/i18n/locales.ts";
import { contentSlugs } from "../lib/i18n/slugs.ts";
import { siteUrl } from "../lib/runtime/env.ts";
import { getSiteShellIn } from "../lib/sanity/site-shell.ts";
import { css, cx } from "../styled-system/css/index.mjs";
import { link } from "../styled-system/recipes/index.mjs";

/** The site's title template and description, for every public page and the 404. */
export async function siteMetadata(locale: Locale = "en"): Promise<Metadata> {
  const { content: shell } = await getSiteShellIn(locale);
  return {
    metadataBase: siteUrl,
    title: { default: shell.siteName, template: `%s | ${shell.siteName}` },
    description: shell.tagline,
    applicationName: shell.siteName,
  };
}

export const siteViewport: Viewport = {
  themeColor: "#c41e3a",
  width: "device-width",
  initialScale: 1,
};

/**
 * The public site's whole document: header, the page in <main>, footer. The site's layout wraps its
 * pages in it, and app/global-not-found.tsx the 404 of any address no route has. In Spanish (the
 * layout of app/(site-es)) the chrome's words and the shell's translation; a shell not yet translated
 * keeps its English words, marked as English.
 */
export async function SiteDocument({ children, locale = "en" }: { children: ReactNode; locale?: Locale }) {
  const [{ content: shell, locale: shellLocale }, slugs] = await Promise.all([
    getSiteShellIn(locale),
    contentSlugs(),
  ]);
  const words = dictionary(locale);
  const shellLang = shellLocale === locale ? undefined : languageTags[shellLocale];
  return (
    <html
      lang={locale === "en" ? "en" : languageTags[locale]}
      className={`${LIGHT_DOCUMENT.className} ${bodyFont.variable} ${headingFont.variable}`}
      style={LIGHT_DOCUMENT.style}
    >
      <head>
        {/* The first paint waits until the whole header is parsed: painted half-parsed on a slow phone, its
            row laid out a partial nav at the far right and moved it once the rest arrived (a layout shift). */}
        <link rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />
      </head>
      <body>
        <div className={css({ display: "flex", flexDirection: "column", minH: "100dvh" })}>
          <SkipLink label={words.chrome.skipToContent} />
          <RouteScrollReset />
          <SiteHeader
            logo={<Logo siteName={shell.siteName} />}
            nav={shell.nav}
            contactCta={{
              label: words.chrome.contactCta,
              href: localizedPath("/contact", locale) ?? "/contact",
            }}
            homeHref={localizedPath("/", locale) ?? "/"}
            words={{ ...words.chrome, homeLink: fill(words.chrome.homeLink, { siteName: shell.siteName }) }}
            lang={shellLang}
            account={
              <AccountNav
                signInLabel={shell.signInLabel}
                signOutLabel={words.chrome.signOut}
                locale={locale}
              />
            }
            classes={siteHeaderClasses}
          />
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className={css({ flex: "1", _focus: { outline: "none" } })}
          >
            {children}
          </main>
          <SiteFooter
            shell={shell}
            newsletterForm={<NewsletterIsland words={leadFormWords(locale, "newsletter")} />}
            words={words.chrome}
            lang={shellLang}
            languageSwitch={
              <LanguageSwitch
                target={locale === "en" ? "es" : "en"}
                label={words.languageSwitch.label}
                navLabel={words.languageSwitch.navLabel}
                slugs={slugs}
                className={cx(link(), css({ color: "fg.muted", _hover: { color: "brand.fg" } }))}
              />
            }
          />
        </div>
        <QuoteEarlyFrame words={leadFormWords(locale, "quote")} />
        <OrganizationJsonLd shell={shell} />
        <DraftModeVisualEditing />
      </body>
    </html>
  );
}
