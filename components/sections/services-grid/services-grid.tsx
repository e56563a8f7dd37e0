import { ArrowRight } from "lucide";
import NextLink from "next/link";
import { gradientCss } from "../../../lib/content/design-options.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { cardGrid, surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { ContentIcon } from "../../ui/content-icon.tsx";
import { itemLang } from "../../ui/in-language.tsx";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import { SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";
import type { HomeContent } from "../types.ts";

export function ServicesGrid({
  services,
  itemsLang,
}: {
  services: HomeContent["services"];
  /** The language of the items' own words when it is not the page's (documents not yet translated). */
  itemsLang?: string;
}) {
  return (
    <SectionShell id="services" labelledBy="services-title" tone="subtle">
      <SectionHeading heading={services.heading} id="services-title" />
      <ul className={cardGrid({ columns: "md2-lg4", spaced: true })}>
        {services.items.map((service) => (
          <li key={service._id} className={css({ display: "flex" })} data-service-card="">
            <NextLink
              href={service.href}
              className={cx(
                surfaceCard({ interactive: true }),
                css({ flex: "1", colorPalette: service.accent }),
              )}
            >
              <span
                className={css({
                  display: "inline-flex",
                  alignItems: "center",
                  justifyContent: "center",
                  boxSize: "12",
                  borderRadius: "l2",
                  color: "white",
                })}
                style={{ backgroundImage: gradientCss(service.gradient) }}
              >
                <ContentIcon name={service.icon} size={22} />
              </span>
              <p
                className={css({
                  textStyle: "xs",
                  fontWeight: "semibold",
                  letterSpacing: "0.14em",
                  color: "colorPalette.fg",
                  mt: "2",
                })}
                lang={itemLang(service._id, itemsLang)}
              >
                {service.category}
              </p>
              <h3
                className={css({ fontFamily: "heading", textStyle: "xl", fontWeight: "bold" })}
                lang={itemLang(service._id, itemsLang)}
              >
                {service.title}
              </h3>
              <p className={css({ color: "fg.muted", flex: "1" })} lang={itemLang(service._id, itemsLang)}>
                {service.description}
              </p>
              <span
                className={css({
                  display: "flex",
                  alignItems: "center",
                  gap: "1",
                  color: "colorPalette.fg",
                  fontWeight: "semibold",
                  textStyle: "sm",
                })}
              >
                {services.cardLinkLabel}
                <SvgIcon icon={ArrowRight} size={16} />
              </span>
            </NextLink>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
