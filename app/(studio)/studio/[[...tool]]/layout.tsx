import { connection } from "next/server";
import type { ReactNode } from "react";

export { metadata, viewport } from "next-sanity/studio";

/** The Studio has its own document: no site chrome, no Chakra, nothing between it and the page. */
export default async function StudioLayout({ children }: { children: ReactNode }) {
  // Rendered per request, so Next puts this response's CSP nonce (proxy.ts) on the Studio's scripts.
  await connection();
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
