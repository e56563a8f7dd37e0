import type { ReactNode } from "react";
import "../panda.css";
import { SiteDocument, siteMetadata, siteViewport } from "../site-document.tsx";

export const generateMetadata = () => siteMetadata();
export const viewport = siteViewport;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
