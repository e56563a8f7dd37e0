import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { bodyFont, headingFont } from "../../components/ui/fonts/index.ts";
import { LIGHT_DOCUMENT } from "../../components/ui/light-document.ts";
import { Provider } from "../../components/ui/provider.tsx";
import { siteUrl } from "../../lib/runtime/env.ts";
import { getSiteShell } from "../../lib/sanity/site-shell.ts";

export async function generateMetadata(): Promise<Metadata> {
  const { siteName } = await getSiteShell();
  return {
    metadataBase: siteUrl,
    title: { default: "Admin Dashboard", template: `%s | ${siteName}` },
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = { themeColor: "#0d0f16", width: "device-width", initialScale: 1 };

/** The staff dashboard's own document: the design system and toasts, without the site's header and footer. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html
      lang="en"
      className={`${LIGHT_DOCUMENT.className} ${bodyFont.variable} ${headingFont.variable}`}
      style={LIGHT_DOCUMENT.style}
    >
      <body>
        <Provider>{children}</Provider>
      </body>
    </html>
  );
}
