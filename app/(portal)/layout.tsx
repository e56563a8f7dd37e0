import type { Metadata } from "next";
import type { ReactNode } from "react";
import "../panda.css";
import { SiteDocument, siteMetadata, siteViewport } from "../site-document.tsx";

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await siteMetadata()), robots: { index: false, follow: false } };
}
export const viewport = siteViewport;

/**
 * The client portal: the public site's document (header, footer, brand, Panda styles), since clients
 * meet it as part of the site; the staff dashboard's Chakra stays in /admin.
 */
export default function PortalLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
