import { Mail, MapPin, Phone } from "lucide";
import NextLink from "next/link";
import type { ReactNode } from "react";
import type { NavLink, SiteShellContent } from "../../lib/runtime/site-copy.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { link, sectionContainer } from "../../styled-system/recipes/index.mjs";
import { SvgIcon } from "../ui/svg-icon.tsx";
import { Logo } from "./logo.tsx";

const stack = css({ display: "flex", flexDirection: "column" });
const columnTitle = css({ fontFamily: "heading", textStyle: "sm", fontWeight: "semibold", color: "fg" });
const quietLink = cx(link(), css({ color: "fg.muted", _hover: { color: "brand.fg" } }));
const contactLink = cx(link(), css({ color: "fg", display: "inline-flex", gap: "2" }));
const divided = css({ borderTopWidth: "1px", borderColor: "border" });
const twelveColumns = css({
  display: "grid",
  gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", lg: "repeat(12, minmax(0, 1fr))" },
});

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title} className={cx(stack, css({ gap: "3" }))}>
      <h2 className={columnTitle}>{title}</h2>
      <ul className={cx(stack, css({ gap: "2", listStyleType: "none" }))}>
        {links.map((item) => (
          <li key={`${item.href}-${item.label}`}>
            <NextLink href={item.href} className={cx(quietLink, css({ textStyle: "sm" }))}>
              {item.label}
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface SiteFooterProps {
  shell: SiteShellContent;
  /** The newsletter sign-up form, mounted by the leads feature. */
  newsletterForm?: ReactNode;
  /** The footer's own words in the page's language (lib/i18n/dictionaries). */
  words: { legalNav: string; headquarters: string };
  /** The link to this page in the other language. */
  languageSwitch?: ReactNode;
  /** The language of the shell's words when it differs from the page's (a shell not yet translated). */
  lang?: string;
}

export function SiteFooter({ shell, newsletterForm, words, languageSwitch, lang }: SiteFooterProps) {
  const { footer, contact } = shell;
  return (
    <footer lang={lang} className={cx(divided, css({ bg: "bg.subtle", mt: "auto" }))}>
      <div className={cx(sectionContainer(), css({ py: { base: "12", md: "16" } }))}>
        <div className={cx(twelveColumns, css({ gap: { base: "10", lg: "8" } }))}>
          <div className={cx(stack, css({ gap: "5", gridColumn: { lg: "span 4" } }))}>
            <Logo siteName={shell.siteName} />
            <p className={css({ color: "fg.muted", textStyle: "sm", maxW: "sm" })}>{shell.tagline}</p>
            <div className={cx(stack, css({ gap: "2", textStyle: "sm" }))}>
              <a href={`mailto:${contact.email}`} className={contactLink}>
                <SvgIcon icon={Mail} size={16} /> {contact.email}
              </a>
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`} className={contactLink}>
                <SvgIcon icon={Phone} size={16} /> {contact.phone}
                <span className={css({ color: "fg.muted" })}>· {contact.phoneNote}</span>
              </a>
            </div>
          </div>
          <div
            className={css({
              display: "grid",
              gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" },
              gap: "8",
              gridColumn: { lg: "span 8" },
            })}
          >
            <FooterColumn title={footer.servicesTitle} links={shell.services} />
            <FooterColumn title={footer.industriesTitle} links={shell.industries} />
            <FooterColumn title={footer.companyTitle} links={shell.companyLinks} />
          </div>
        </div>

        <div className={cx(twelveColumns, divided, css({ gap: "8", mt: "12", pt: "10" }))}>
          <div className={cx(stack, css({ gap: "4", gridColumn: { lg: "span 7" } }))}>
            <h2 className={columnTitle}>{footer.officesTitle}</h2>
            <ul
              className={css({
                display: "grid",
                listStyleType: "none",
                gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))" },
                gap: "6",
              })}
            >
              {shell.offices.map((office) => (
                <li key={office.city} className={cx(stack, css({ gap: "1", textStyle: "sm" }))}>
                  <div
                    className={css({
                      display: "flex",
                      alignItems: "center",
                      gap: "1.5",
                      fontWeight: "semibold",
                      color: "fg",
                    })}
                  >
                    <SvgIcon icon={MapPin} size={14} />
                    {office.city}, {office.region}
                  </div>
                  <p className={css({ color: "fg.muted" })}>{office.address}</p>
                  <p className={css({ color: "fg.muted" })}>{office.phone}</p>
                  <p className={css({ color: "fg.muted", textStyle: "xs" })}>
                    {office.isHeadquarters ? words.headquarters : ""}
                    {office.timezone}
                  </p>
                </li>
              ))}
            </ul>
          </div>
          <div id="newsletter" className={cx(stack, css({ gap: "3", gridColumn: { lg: "span 5" } }))}>
            <h2 className={columnTitle}>{footer.newsletterTitle}</h2>
            <p className={css({ color: "fg.muted", textStyle: "sm" })}>{footer.newsletterText}</p>
            {newsletterForm}
          </div>
        </div>

        <div
          className={cx(
            divided,
            css({
              display: "flex",
              mt: "12",
              pt: "6",
              flexDirection: { base: "column", sm: "row" },
              gap: "4",
              justifyContent: "space-between",
              textStyle: "xs",
              color: "fg.muted",
            }),
          )}
        >
          <p>
            © {new Date().getFullYear()} {footer.copyright}
          </p>
          <div className={css({ display: "flex", alignItems: "center", gap: "5" })}>
            <nav
              aria-label={words.legalNav}
              className={css({ display: "flex", alignItems: "center", gap: "5" })}
            >
              {shell.legalLinks.map((item) => (
                <NextLink key={item.href} href={item.href} className={quietLink}>
                  {item.label}
                </NextLink>
              ))}
            </nav>
            {languageSwitch}
          </div>
        </div>
      </div>
    </footer>
  );
}
