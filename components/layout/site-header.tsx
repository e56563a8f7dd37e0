"use client";

import { Menu, X } from "lucide";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useId, useState } from "react";
import { SvgIcon } from "@/components/ui/svg-icon";
import type { NavLink } from "@/lib/site-copy";
import { css, cx } from "@/styled-system/css";
import { button, sectionContainer } from "@/styled-system/recipes";
import { isHeaderCondensed } from "./header-scroll";

interface SiteHeaderProps {
  siteName: string;
  /** The site's logo, rendered on the server (./logo.tsx). */
  logo: ReactNode;
  nav: NavLink[];
  contactCta: NavLink;
  /** Sign-in state of the visitor (Sign In, or Sign Out and Admin), rendered by the account island. */
  account: ReactNode;
}

function isCurrent(pathname: string | null, href: string) {
  if (!pathname) return false;
  return pathname === href || pathname.startsWith(`${href}/`);
}

function useCondensedOnScroll() {
  const [condensed, setCondensed] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setCondensed(isHeaderCondensed(window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return condensed;
}

// The bar is clear over the hero and turns frosted once the page scrolls or the menu opens.
const bar = css({
  position: "sticky",
  top: "0",
  zIndex: "sticky",
  bg: "transparent",
  borderBottomWidth: "1px",
  borderColor: "transparent",
  transitionProperty: "background-color, box-shadow, border-color",
  transitionDuration: "moderate",
  "&[data-frosted=true]": {
    bg: "bg/90",
    backdropFilter: "saturate(180%) blur(14px)",
    borderColor: "border",
  },
  "&[data-condensed=true]": { boxShadow: "sm" },
});

const row = css({
  display: "flex",
  h: "4.5rem",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "6",
});
const homeLink = css({ display: "inline-flex", alignItems: "center", _hover: { textDecoration: "none" } });
const desktopOnly = css({ display: { base: "none", lg: "flex" }, alignItems: "center" });

const navLink = css({
  px: "3",
  py: "2",
  borderRadius: "l2",
  fontWeight: "medium",
  fontSize: "sm",
  color: "fg.muted",
  _hover: { color: "fg", bg: "bg.muted" },
  _currentPage: { color: "brand.fg", bg: "brand.subtle" },
  _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "2px" },
});

const mobileNavLink = css({
  px: "3",
  py: "3",
  borderRadius: "l2",
  fontWeight: "medium",
  color: "fg",
  _hover: { bg: "bg.muted" },
  _currentPage: { color: "brand.fg", bg: "brand.subtle" },
  _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "2px" },
});

const menuToggle = css({ display: { base: "inline-flex", lg: "none" }, px: "0", w: "10" });

const mobilePanel = css({
  display: { lg: "none" },
  borderTopWidth: "1px",
  borderColor: "border",
  bg: "bg",
  maxH: "calc(100dvh - 4.5rem)",
  overflowY: "auto",
  _hidden: { display: "none" },
});

export function SiteHeader({ siteName, logo, nav, contactCta, account }: SiteHeaderProps) {
  const pathname = usePathname();
  const condensed = useCondensedOnScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // The mobile menu closes whenever the route changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read inside
  useEffect(() => setMenuOpen(false), [pathname]);

  const links = (className: string) =>
    nav.map((item) => (
      <NextLink
        key={item.href}
        href={item.href}
        className={className}
        aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
      >
        {item.label}
      </NextLink>
    ));

  return (
    <header
      className={bar}
      data-condensed={condensed ? "true" : "false"}
      data-frosted={condensed || menuOpen ? "true" : "false"}
    >
      <div className={sectionContainer()}>
        <div className={row}>
          <NextLink href="/" className={homeLink} aria-label={`${siteName}, home`}>
            {logo}
          </NextLink>

          <nav aria-label="Main" className={cx(desktopOnly, css({ gap: "1" }))}>
            {links(navLink)}
          </nav>

          <div className={cx(desktopOnly, css({ gap: "3" }))}>
            {account}
            <NextLink href={contactCta.href} className={button({ size: "sm" })}>
              {contactCta.label}
            </NextLink>
          </div>

          <button
            type="button"
            className={cx(button({ variant: "ghost" }), menuToggle)}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <SvgIcon icon={menuOpen ? X : Menu} size={20} />
          </button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} className={mobilePanel}>
        <div className={cx(sectionContainer(), css({ py: "4" }))}>
          <nav aria-label="Mobile" className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
            {links(mobileNavLink)}
          </nav>
          <div
            className={css({
              display: "flex",
              alignItems: "center",
              gap: "3",
              pt: "4",
              mt: "3",
              borderTopWidth: "1px",
              borderColor: "border",
            })}
          >
            {account}
            <NextLink href={contactCta.href} className={cx(button({ size: "sm" }), css({ flex: "1" }))}>
              {contactCta.label}
            </NextLink>
          </div>
        </div>
      </div>
    </header>
  );
}
