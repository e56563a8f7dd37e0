import { Check } from "lucide";
import { industryOption } from "../../../lib/validations/options.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { ContentIcon } from "../../ui/content-icon.tsx";
import { itemLang, Passage } from "../../ui/in-language.tsx";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import { SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";
import { StatFigure } from "../stat-figure.tsx";
import type { HomeContent, RenderQuoteButton } from "../types.ts";
import { industryTabStripClasses } from "./industry-tab-strip.styles.ts";
import { IndustryTabStrip } from "./industry-tab-strip.tsx";

type Industries = HomeContent["industries"];
type Industry = Industries["items"][number];

const panelTitle = css({ fontFamily: "heading", textStyle: { base: "2xl", md: "3xl" }, fontWeight: "bold" });

/** One industry in full; /industries shows every panel under its own anchored heading. */
export function IndustryPanel({
  industry,
  renderQuoteButton,
}: {
  industry: Industry;
  renderQuoteButton: RenderQuoteButton;
}) {
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: { base: "8", md: "10" } })}>
      <div className={css({ display: "flex", flexDirection: "column", gap: "4", maxW: "3xl" })}>
        <h3 className={panelTitle}>{industry.headline}</h3>
        <p className={css({ color: "fg.muted", textStyle: "lg" })}>{industry.overview}</p>
      </div>
      <dl
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))" },
          gap: "6",
        })}
      >
        {industry.stats.map((stat) => (
          <StatFigure key={stat._key} stat={stat} tone="brand" />
        ))}
      </dl>
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "repeat(1, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
          gap: "8",
        })}
      >
        <ul className={css({ display: "flex", flexDirection: "column", gap: "3", listStyle: "none" })}>
          {industry.services.map((service) => (
            <li
              key={service}
              className={css({ display: "flex", alignItems: "center", gap: "3", fontWeight: "medium" })}
            >
              <SvgIcon icon={Check} size={18} className={css({ color: "brand.fg", flexShrink: 0 })} />
              {service}
            </li>
          ))}
        </ul>
        <ul
          className={css({
            display: "grid",
            listStyle: "none",
            gridTemplateColumns: {
              base: "repeat(1, minmax(0, 1fr))",
              sm: "repeat(2, minmax(0, 1fr))",
              md: "repeat(3, minmax(0, 1fr))",
            },
            gap: "3",
            gridColumn: { lg: "span 2" },
          })}
        >
          {industry.specialties.map((specialty) => (
            <li
              key={specialty}
              className={css({
                borderWidth: "1px",
                borderColor: "border",
                borderRadius: "l2",
                px: "3",
                py: "2",
                textStyle: "sm",
                bg: "bg.panel",
              })}
            >
              {specialty}
            </li>
          ))}
        </ul>
      </div>
      <div>
        {renderQuoteButton(industry.quoteButtonLabel, {
          // The wizard's industries are named in English: a translation's is its English document's name.
          industry: industryOption(industry.englishName ?? industry.name),
        })}
      </div>
    </div>
  );
}

export function IndustriesTabs({
  industries,
  renderQuoteButton,
  itemsLang,
}: {
  industries: Industries;
  renderQuoteButton: RenderQuoteButton;
  /** The language of the industries' words when it is not the page's (not yet translated). */
  itemsLang?: string;
}) {
  if (industries.items.length === 0) return null;
  const cta = industries.quoteCta;
  return (
    <SectionShell id="industries" labelledBy="industries-title">
      <SectionHeading heading={industries.heading} id="industries-title" />
      <IndustryTabStrip
        classes={industryTabStripClasses}
        items={industries.items.map((industry) => ({
          value: industry.slug,
          label: (
            <>
              <ContentIcon name={industry.icon} size={18} />
              <Passage lang={itemLang(industry._id, itemsLang)}>{industry.name}</Passage>
            </>
          ),
          panel: (
            <Passage lang={itemLang(industry._id, itemsLang)}>
              <IndustryPanel industry={industry} renderQuoteButton={renderQuoteButton} />
            </Passage>
          ),
        }))}
      />
      {cta ? (
        <div
          className={cx(
            surfaceCard({ tone: "brand" }),
            css({
              mt: { base: "12", md: "16" },
              alignItems: "center",
              textAlign: "center",
              gap: "4",
              py: "10",
            }),
          )}
        >
          <h3 className={panelTitle}>{cta.title}</h3>
          <p className={css({ maxW: "2xl", color: "brand.contrast" })}>{cta.text}</p>
          <div className={css({ display: "flex", alignItems: "center", gap: "2" })}>
            {renderQuoteButton(cta.buttonLabel)}
          </div>
          <p className={css({ textStyle: "sm", color: "brand.contrast" })}>{cta.smallPrint}</p>
        </div>
      ) : null}
    </SectionShell>
  );
}
