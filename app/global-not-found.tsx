import "./panda.css";
import { NotFoundPage } from "../components/pages/not-found-page.tsx";
import { SiteDocument, siteMetadata, siteViewport } from "./site-document.tsx";

export const generateMetadata = () => siteMetadata();
export const viewport = siteViewport;

/**
 * Any address no route has, and any proxy.ts knows no published content has (an unknown case study or
 * service, an unpublished landing page): Next serves this page, prerendered in the site's shell, with the
 * 404 status and the copy in its markup, so a visitor without scripts and a crawler read it too.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFoundPage />
    </SiteDocument>
  );
}
