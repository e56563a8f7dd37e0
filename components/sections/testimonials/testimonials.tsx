import { Quote, Star } from "lucide";
import type { ProcessPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { itemLang } from "../../ui/in-language.tsx";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import { type HeadingContent, SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";
import { filledStars, MAX_RATING } from "./rating.ts";

/** One testimonial as the block's query reads it (the process page and landing pages share the projection). */
type TestimonialContent = NonNullable<ProcessPageQueryResult>["testimonials"][number];

function Stars({ rating }: { rating: number }) {
  const filled = filledStars(rating);
  return (
    <div
      role="img"
      aria-label={`${filled}/${MAX_RATING}`}
      data-stars={filled}
      className={css({ display: "flex", alignItems: "center", gap: "1" })}
    >
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <SvgIcon
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not records
          key={index}
          icon={Star}
          size={18}
          fill={index < filled ? "#f59e0b" : "none"}
          stroke={index < filled ? "#f59e0b" : "#b0b8c9"}
        />
      ))}
    </div>
  );
}

export function Testimonials({
  heading,
  testimonials,
  itemsLang,
}: {
  heading: HeadingContent | null;
  testimonials: TestimonialContent[];
  /** The language of the testimonials' words when it is not the page's (not yet translated). */
  itemsLang?: string;
}) {
  return (
    <SectionShell id="testimonials" labelledBy="testimonials-title">
      <SectionHeading heading={heading} id="testimonials-title" />
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: {
            base: "repeat(1, minmax(0, 1fr))",
            md: "repeat(2, minmax(0, 1fr))",
            lg: "repeat(3, minmax(0, 1fr))",
          },
          gap: "6",
          mt: { base: "10", md: "14" },
        })}
      >
        {testimonials.map((testimonial) => (
          <figure
            key={testimonial._id}
            data-testimonial=""
            lang={itemLang(testimonial._id, itemsLang)}
            className={cx(surfaceCard(), css({ gap: "5", position: "relative" }))}
          >
            <span className={css({ position: "absolute", top: "5", insetEnd: "5", color: "brand.muted" })}>
              <SvgIcon icon={Quote} size={40} />
            </span>
            <Stars rating={testimonial.rating} />
            <blockquote className={css({ textStyle: "lg", flex: "1", textWrap: "pretty" })}>
              {testimonial.quote}
            </blockquote>
            <figcaption
              className={css({
                display: "flex",
                flexDirection: "column",
                borderTopWidth: "1px",
                borderColor: "border",
                pt: "4",
              })}
            >
              <span className={css({ fontWeight: "bold" })}>{testimonial.name}</span>
              <span className={css({ textStyle: "sm", color: "fg.muted" })}>
                {`${testimonial.role}, ${testimonial.company}`}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </SectionShell>
  );
}
