import NextLink from "next/link";
import { type Locale, localizedPath } from "../../lib/i18n/locales.ts";
import { getSiteShellIn } from "../../lib/sanity/site-shell.ts";
import { css } from "../../styled-system/css/index.mjs";
import { button } from "../../styled-system/recipes/index.mjs";

/** The 404 copy editors keep in the Studio (in the page's language where translated), with the way home. */
export async function NotFoundPage({ locale = "en" }: { locale?: Locale }) {
  const { content, locale: written } = await getSiteShellIn(locale);
  const copy = content.notFound;
  return (
    <div
      lang={written === locale ? undefined : "en-US"}
      className={css({
        maxW: "3xl",
        mx: "auto",
        px: { base: "4", md: "8" },
        py: { base: "20", md: "32" },
        display: "flex",
        flexDirection: "column",
        gap: "6",
        alignItems: "center",
        textAlign: "center",
      })}
    >
      <p
        className={css({
          fontFamily: "heading",
          fontWeight: "extrabold",
          textStyle: "7xl",
          color: "brand.solid",
          lineHeight: "1",
        })}
      >
        404
      </p>
      <h1
        className={css({
          fontFamily: "heading",
          fontWeight: "semibold",
          textStyle: { base: "3xl", md: "4xl" },
          letterSpacing: "-0.02em",
        })}
      >
        {copy.title}
      </h1>
      <p className={css({ color: "fg.muted", textStyle: "lg" })}>{copy.text}</p>
      <NextLink href={localizedPath("/", locale) ?? "/"} className={button({ size: "lg" })}>
        {copy.linkLabel}
      </NextLink>
    </div>
  );
}
