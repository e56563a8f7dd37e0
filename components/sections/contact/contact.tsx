import type { ReactNode } from "react";
import { ContentIcon } from "@/components/ui/content-icon";
import { css, cx } from "@/styled-system/css";
import { button, cardGrid, link, surfaceCard } from "@/styled-system/recipes";
import { SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";
import type { HomeContent, RenderQuoteButton } from "../types";

interface ContactProps {
  contact: HomeContent["contact"];
  contactForm?: ReactNode;
  renderQuoteButton: RenderQuoteButton;
  /** On /contact the page's own heading opens the section, so the section shows no second one. */
  headed?: boolean;
}

const headedGap = css({ mt: { base: "10", md: "14" } });
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
      <div className={cardGrid({ gap: "4", spaced: headed })}>
        {contact.cards.map((card) => (
          <div key={card._key} className={cx(surfaceCard(), css({ gap: "2" }))}>
            <div className={css({ color: "brand.fg" })}>
              <ContentIcon name={card.icon} size={24} />
            </div>
            <Heading className={css({ fontFamily: "heading", textStyle: "md", fontWeight: "semibold" })}>
              {card.title}
            </Heading>
            {card.href ? (
              <a
                href={card.href}
                className={cx(link(), css({ fontWeight: "medium", color: "fg", wordBreak: "break-word" }))}
              >
                {card.value}
              </a>
            ) : (
              <p className={css({ fontWeight: "medium" })}>{card.value}</p>
            )}
            {card.note ? <p className={css({ textStyle: "sm", color: "fg.muted" })}>{card.note}</p> : null}
          </div>
        ))}
      </div>
      <div
        className={cx(
          css({
            display: "grid",
            gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
            gap: "8",
            alignItems: "start",
          }),
          headedGap,
        )}
      >
        <div
          id="quick-contact"
          className={cx(surfaceCard(), css({ gridColumn: { lg: "span 2" }, gap: "5" }))}
        >
          <Heading className={css({ fontFamily: "heading", textStyle: "xl", fontWeight: "bold" })}>
            {contact.formTitle}
          </Heading>
          {contactForm}
        </div>
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
    </SectionShell>
  );
}
