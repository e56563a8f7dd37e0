import { PortableText, type PortableTextComponents } from "@portabletext/react";
import NextLink from "next/link";
import { withLiveSectionLinks } from "../../../lib/content/page-sections.ts";
import type { LegalPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { link } from "../../../styled-system/recipes/index.mjs";

type Legal = NonNullable<LegalPageQueryResult>;

const isInternal = (href: string) => href.startsWith("/") && !href.startsWith("//");

const subheading = css({ fontFamily: "heading", fontWeight: "bold" });
const textLink = cx(
  link(),
  css({ color: "brand.fg", textDecoration: "underline", textUnderlineOffset: "3px" }),
);

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => (
      <p className={css({ textStyle: "md", lineHeight: "tall", color: "fg", mb: "4" })}>{children}</p>
    ),
    h2: ({ children }) => (
      <h2 className={cx(subheading, css({ textStyle: "2xl", mt: "10", mb: "4" }))}>{children}</h2>
    ),
    h3: ({ children }) => (
      <h3 className={cx(subheading, css({ textStyle: "lg", mt: "6", mb: "3" }))}>{children}</h3>
    ),
  },
  list: {
    bullet: ({ children }) => (
      <ul
        className={css({
          display: "flex",
          flexDirection: "column",
          gap: "2",
          ps: "6",
          mb: "4",
          listStyleType: "disc",
        })}
      >
        {children}
      </ul>
    ),
  },
  listItem: {
    bullet: ({ children }) => (
      <li className={css({ display: "list-item", lineHeight: "tall", _marker: { color: "fg.subtle" } })}>
        {children}
      </li>
    ),
  },
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === "string" ? value.href : "#";
      return isInternal(href) ? (
        <NextLink href={href} className={textLink}>
          {children}
        </NextLink>
      ) : (
        <a href={href} className={textLink}>
          {children}
        </a>
      );
    },
  },
};

/** A legal text from Portable Text: the page's one h1, its date and the body. */
export function LegalBody({ legal: answer }: { legal: Legal }) {
  const legal = withLiveSectionLinks("legalPage", answer);
  const updated = new Date(`${legal.updatedAt}T00:00:00Z`);
  return (
    <article aria-labelledby="legal-title" className={css({ py: { base: "14", md: "20" } })}>
      <div className={css({ maxW: "3xl", mx: "auto", px: { base: "4", md: "8" } })}>
        <h1
          id="legal-title"
          className={css({
            fontFamily: "heading",
            textStyle: { base: "4xl", md: "5xl" },
            fontWeight: "bold",
            letterSpacing: "-0.03em",
          })}
        >
          {legal.title}
        </h1>
        <p className={css({ mt: "3", mb: "10", color: "fg.muted", textStyle: "sm" })}>
          <time dateTime={legal.updatedAt}>
            {updated.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}
          </time>
        </p>
        <PortableText value={legal.body} components={components} />
      </div>
    </article>
  );
}
