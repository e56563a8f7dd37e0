"use client";

import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useId, useState } from "react";
import type { NavLink } from "../../lib/runtime/site-copy.ts";
import { isHeaderCondensed } from "./header-scroll.ts";
import { MenuToggle } from "./menu-toggle.tsx";
import type { SiteHeaderClasses } from "./site-header.styles.ts";

interface SiteHeaderProps {
  /** The site's logo, rendered on the server (./logo.tsx). */
  logo: ReactNode;
  nav: NavLink[];
  contactCta: NavLink;
  /** Sign-in state of the visitor (Sign In, or Sign Out and Admin), rendered by the account island. */
  account: ReactNode;
  /** Its classes, composed on the server (./site-header.styles.ts). */
  classes: SiteHeaderClasses;
  /** The header's own words in the page's language (lib/i18n/dictionaries). */
  words: { homeLink: string; mainNav: string; mobileNav: string; openMenu: string; closeMenu: string };
  /** Where the logo leads: the home page of the page's language. */
  homeHref?: string;
  /** The language of the shell's words when it differs from the page's (a shell not yet translated). */
  lang?: string;
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

export function SiteHeader({
  logo,
  nav,
  contactCta,
  account,
  classes,
  words,
  homeHref = "/",
  lang,
}: SiteHeaderProps) {
  const pathname = usePathname();
  const condensed = useCondensedOnScroll();
  const menuId = useId();

  // The phone menu's links appear on its tap: prefetched as they came into view, they would cost that
  // tap's next paint, so the menu prefetches them itself once it has painted (./menu-toggle.tsx).
  const links = (className: string, prefetch?: false) =>
    nav.map((item) => (
      <NextLink
        key={item.href}
        href={item.href}
        prefetch={prefetch}
        className={className}
        aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
      >
        {item.label}
      </NextLink>
    ));

  return (
    <header lang={lang} className={classes.bar} data-condensed={condensed ? "true" : "false"}>
      <div className={classes.container}>
        <div className={classes.row}>
          <NextLink href={homeHref} className={classes.homeLink} aria-label={words.homeLink}>
            {logo}
          </NextLink>

          <nav aria-label={words.mainNav} className={classes.desktopNav}>
            {links(classes.navLink)}
          </nav>

          <div className={classes.desktopActions}>
            {account}
            <NextLink href={contactCta.href} className={classes.contactButton}>
              {contactCta.label}
            </NextLink>
          </div>

          <MenuToggle
            panelId={menuId}
            className={classes.menuToggle}
            labels={{ open: words.openMenu, close: words.closeMenu }}
          />
        </div>
      </div>

      {/* A popover: the browser opens it from the toggle, over the page, and closes it on Escape or a tap
          outside, without a render of this header. */}
      <div id={menuId} popover="auto" className={classes.mobilePanel}>
        <div className={classes.mobileContainer}>
          <nav aria-label={words.mobileNav} className={classes.mobileNav}>
            {links(classes.mobileNavLink, false)}
          </nav>
          <div className={classes.mobileActions}>
            {account}
            <NextLink href={contactCta.href} prefetch={false} className={classes.mobileContactButton}>
              {contactCta.label}
            </NextLink>
          </div>
        </div>
      </div>
    </header>
  );
}
