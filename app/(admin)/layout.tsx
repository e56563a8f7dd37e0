import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { bodyFont, headingFont } from "@/components/ui/fonts";
import { Provider } from "@/components/ui/provider";
import { siteUrl } from "@/lib/env";
import { requestNonce } from "@/lib/nonce";
import { getSiteShell } from "@/lib/sanity/site-shell";

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
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const nonce = await requestNonce();
  return (
    <html lang="en" suppressHydrationWarning className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body>
        <Provider nonce={nonce}>{children}</Provider>
      </body>
    </html>
  );
}
