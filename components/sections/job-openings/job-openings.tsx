import { ArrowRight, Briefcase, MapPin } from "lucide";
import type { CareersPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { badge, button, surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { itemLang } from "../../ui/in-language.tsx";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import { SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";
import { applicationHref } from "./apply-link.ts";

type Careers = NonNullable<CareersPageQueryResult>;

const column = css({ display: "flex", flexDirection: "column" });
const roleFact = css({ display: "flex", alignItems: "center", gap: "1.5" });
const centredColumn = css({ maxW: "5xl", mx: "auto" });

/**
 * The open roles, each with an Apply button that starts an email naming the role. A role without a
 * translation on a Spanish page carries `itemsLang` (its words are English); the button's words are the page's.
 */
export function JobOpenings({ careers, itemsLang }: { careers: Careers; itemsLang?: string }) {
  return (
    <SectionShell id="open-roles" labelledBy="open-roles-title" tone="subtle">
      <SectionHeading heading={careers.rolesHeading} id="open-roles-title" />
      <ul
        className={cx(
          column,
          centredColumn,
          css({ listStyleType: "none", gap: "4", mt: { base: "10", md: "14" } }),
        )}
      >
        {careers.roles.map((role) => (
          <li
            key={role._id}
            className={cx(
              surfaceCard({ interactive: true }),
              css({
                flexDirection: { base: "column", md: "row" },
                alignItems: { md: "center" },
                justifyContent: "space-between",
                gap: "5",
              }),
            )}
          >
            <div className={cx(column, css({ gap: "2", flex: "1" }))} lang={itemLang(role._id, itemsLang)}>
              <h3 className={css({ fontFamily: "heading", textStyle: "xl", fontWeight: "bold" })}>
                {role.title}
              </h3>
              <div
                className={css({
                  display: "flex",
                  flexWrap: "wrap",
                  gap: "3",
                  color: "fg.muted",
                  textStyle: "sm",
                })}
              >
                <span className={roleFact}>
                  <SvgIcon icon={Briefcase} size={16} />
                  {role.department}
                </span>
                <span className={roleFact}>
                  <SvgIcon icon={MapPin} size={16} />
                  {role.location}
                </span>
                <span className={badge({ variant: "subtle" })}>{role.employmentType}</span>
              </div>
              <p className={css({ color: "fg.muted" })}>{role.summary}</p>
            </div>
            <a
              href={applicationHref(careers.applyEmail, careers.applySubject, role.title)}
              className={cx(button({ size: "lg" }), css({ flexShrink: "0" }))}
            >
              {careers.applyLabel}
              <span className={css({ srOnly: true })}>
                {": "}
                <span lang={itemLang(role._id, itemsLang)}>{role.title}</span>
              </span>
              <SvgIcon icon={ArrowRight} />
            </a>
          </li>
        ))}
      </ul>
      <div
        className={cx(
          surfaceCard(),
          centredColumn,
          css({
            mt: { base: "10", md: "14" },
            alignItems: "center",
            textAlign: "center",
            gap: "4",
            py: "10",
          }),
        )}
      >
        <h3 className={css({ fontFamily: "heading", textStyle: "2xl", fontWeight: "bold" })}>
          {careers.resume.title}
        </h3>
        <p className={css({ color: "fg.muted", maxW: "2xl" })}>{careers.resume.text}</p>
        <a href={careers.resume.button.href} className={button({ size: "lg", variant: "outline" })}>
          {careers.resume.button.label}
        </a>
      </div>
    </SectionShell>
  );
}
