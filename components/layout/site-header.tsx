"use client";

import { Menu, X } from "lucide";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useId, useState } from "react";
import { SvgIcon } from "@/components/ui/svg-icon";
import type { NavLink } from "@/lib/site-copy";
import { isHeaderCondensed } from "./header-scroll";
import type { SiteHeaderClasses } from "./site-header.styles";

interface SiteHeaderProps {
  siteName: string;
  /** The site's logo, rendered on the server (./logo.tsx). */
  logo: ReactNode;
  nav: NavLink[];
  contactCta: NavLink;
  /** Sign-in state of the visitor (Sign In, or Sign Out and Admin), rendered by the account island. */
  account: ReactNode;
  /** Its classes, composed on the server (./site-header.styles.ts). */
  classes: SiteHeaderClasses;
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

export function SiteHeader({ siteName, logo, nav, contactCta, account, classes }: SiteHeaderProps) {
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
      className={classes.bar}
      data-condensed={condensed ? "true" : "false"}
      data-frosted={condensed || menuOpen ? "true" : "false"}
    >
      <div className={classes.container}>
        <div className={classes.row}>
          <NextLink href="/" className={classes.homeLink} aria-label={`${siteName}, home`}>
            {logo}
          </NextLink>

          <nav aria-label="Main" className={classes.desktopNav}>
            {links(classes.navLink)}
          </nav>

          <div className={classes.desktopActions}>
            {account}
            <NextLink href={contactCta.href} className={classes.contactButton}>
              {contactCta.label}
            </NextLink>
          </div>

          <button
            type="button"
            className={classes.menuToggle}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <SvgIcon icon={menuOpen ? X : Menu} size={20} />
          </button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} className={classes.mobilePanel}>
        <div className={classes.mobileContainer}>
          <nav aria-label="Mobile" className={classes.mobileNav}>
            {links(classes.mobileNavLink)}
          </nav>
          <div className={classes.mobileActions}>
            {account}
            <NextLink href={contactCta.href} className={classes.mobileContactButton}>
              {contactCta.label}
            </NextLink>
          </div>
        </div>
      </div>
    </header>
  );
}
