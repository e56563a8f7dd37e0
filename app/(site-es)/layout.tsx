import type { ReactNode } from "react";
import "../panda.css";
import { SiteDocument, siteMetadata, siteViewport } from "../site-document.tsx";

// The Spanish site (/es): a root layout of its own, so its document says lang="es-US" and stays static.
export const generateMetadata = () => siteMetadata("es");
export const viewport = siteViewport;

export default function SpanishSiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="es">{children}</SiteDocument>;
}
