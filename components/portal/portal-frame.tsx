import NextLink from "next/link";
import type { ReactNode } from "react";
import type { PortalAccount } from "../../lib/portal/session.ts";
import { css } from "../../styled-system/css/index.mjs";
import { sectionContainer } from "../../styled-system/recipes/index.mjs";

const navLink = css({
  px: "3",
  py: "2",
  borderRadius: "l2",
  fontWeight: "medium",
  color: "fg",
  _hover: { bg: "bg.muted" },
  _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
});

/** The portal's band: whose portal it is, and its two places (overview, invoices). */
export function PortalFrame({ account, children }: { account: PortalAccount; children: ReactNode }) {
  return (
    <>
      <div className={css({ borderBottomWidth: "1px", borderColor: "border", bg: "bg.subtle" })}>
        <div
          className={`${sectionContainer()} ${css({
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            justifyContent: "space-between",
            gap: "3",
            py: "4",
          })}`}
        >
          <p className={css({ m: "0" })}>
            <span
              className={css({
                display: "block",
                textStyle: "xs",
                color: "fg.muted",
                textTransform: "uppercase",
                letterSpacing: "wide",
              })}
            >
              Client portal
            </span>
            <span className={css({ fontWeight: "semibold", textStyle: "lg" })}>{account.company}</span>
          </p>
          <nav aria-label="Portal">
            <ul className={css({ display: "flex", gap: "1", listStyle: "none", m: "0", p: "0" })}>
              <li>
                <NextLink href="/portal" className={navLink}>
                  Projects
                </NextLink>
              </li>
              <li>
                <NextLink href="/portal/invoices" className={navLink}>
                  Invoices
                </NextLink>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      {children}
    </>
  );
}
