import { Clock, MapPin, Phone } from "lucide";
import type { ContactPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { cardGrid, link, surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import { type HeadingContent, SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";

export type OfficeContent = NonNullable<NonNullable<ContactPageQueryResult>["offices"]>[number];

/** The phone number as a tel: link (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

const detailRow = css({ display: "flex", alignItems: "center", gap: "2" });

export function Offices({ heading, offices }: { heading: HeadingContent; offices: OfficeContent[] }) {
  return (
    <SectionShell id="offices" labelledBy="offices-title">
      <SectionHeading heading={heading} id="offices-title" />
      <ul className={cardGrid({ columns: "md3", gap: "5", spaced: true })}>
        {offices.map((office) => (
          <li key={office._key} className={cx(surfaceCard({ interactive: true }), css({ gap: "4" }))}>
            <div>
              <h3 className={css({ fontFamily: "heading", textStyle: "xl", fontWeight: "bold" })}>
                {office.city}
              </h3>
              <p className={css({ color: "fg.muted" })}>{office.region}</p>
            </div>
            <div className={css({ display: "flex", flexDirection: "column", gap: "2", textStyle: "sm" })}>
              <div className={cx(detailRow, css({ alignItems: "start" }))}>
                <SvgIcon icon={MapPin} size={16} />
                <p>{office.address}</p>
              </div>
              <div className={detailRow}>
                <SvgIcon icon={Phone} size={16} />
                <a
                  href={telHref(office.phone)}
                  className={cx(link(), css({ color: "fg", fontWeight: "medium" }))}
                >
                  {office.phone}
                </a>
              </div>
              <div className={detailRow}>
                <SvgIcon icon={Clock} size={16} />
                <p>{office.timezone}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
