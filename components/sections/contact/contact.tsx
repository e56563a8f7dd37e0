import type { ReactNode } from "react";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { button, iconTile, link, surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { ContentIcon } from "../../ui/content-icon.tsx";
import { SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";
import type { HomeContent, RenderQuoteButton } from "../types.ts";

interface ContactProps {
  contact: HomeContent["contact"];
  contactForm?: ReactNode;
  renderQuoteButton: RenderQuoteButton;
  /** On /contact the page's own heading opens the section, so the section shows no second one. */
  headed?: boolean;
}

const headedGap = css({ mt: { base: "10", md: "14" } });
// The details and actions beside the form on a wide screen, above it on a phone.
const layout = css({
  display: "grid",
  gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 5fr) minmax(0, 7fr)" },
  gap: { base: "10", lg: "16" },
  alignItems: "start",
});
const detail = css({
  display: "flex",
  gap: "4",
  alignItems: "flex-start",
  py: "5",
  borderBottomWidth: "1px",
  borderColor: "border",
  _first: { pt: "0" },
});
const outlineButton = cx(button({ variant: "outline" }), css({ flex: "1" }));

export function Contact({ contact, contactForm, renderQuoteButton, headed = true }: ContactProps) {
  // Headings sit one level below the section's: under the page's h1 directly when the section has none.
  const Heading = headed ? "h3" : "h2";
  return (
    <SectionShell
      id="contact"
      labelledBy={headed ? "contact-title" : undefined}
      aria-label={headed ? undefined : contact.heading.title}
      tone="subtle"
    >
      {headed ? <SectionHeading heading={contact.heading} id="contact-title" /> : null}
      <div className={cx(layout, headed ? headedGap : undefined)}>
        <div className={css({ display: "flex", flexDirection: "column", gap: "8" })}>
          <ul className={css({ listStyleType: "none" })}>
            {contact.cards.map((card) => (
              <li key={card._key} className={detail}>
                <span className={iconTile({ tone: "round" })}>
                  <ContentIcon name={card.icon} size={22} />
                </span>
                <div className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
                  <Heading className={css({ textStyle: "eyebrow", color: "fg.muted" })}>{card.title}</Heading>
                  {card.href ? (
                    <a
                      href={card.href}
                      className={cx(
                        link(),
                        css({ fontWeight: "semibold", color: "fg", wordBreak: "break-word" }),
                      )}
                    >
                      {card.value}
                    </a>
                  ) : (
                    <p className={css({ fontWeight: "semibold" })}>{card.value}</p>
                  )}
                  {card.note ? (
                    <p className={css({ textStyle: "sm", color: "fg.muted" })}>{card.note}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <div className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
            {renderQuoteButton(contact.quoteButtonLabel)}
            <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
              <a href={contact.call.href} className={outlineButton}>
                {contact.call.label}
              </a>
              <a href={contact.chat.href} className={outlineButton}>
                {contact.chat.label}
              </a>
            </div>
          </div>
        </div>
        <div id="quick-contact" className={cx(surfaceCard(), css({ gap: "5", boxShadow: "lg" }))}>
          <Heading className={css({ fontFamily: "heading", textStyle: "xl", fontWeight: "bold" })}>
            {contact.formTitle}
          </Heading>
          {contactForm}
        </div>
      </div>
    </SectionShell>
  );
}
