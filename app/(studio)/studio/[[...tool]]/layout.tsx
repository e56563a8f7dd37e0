import type { ReactNode } from "react";

export { metadata, viewport } from "next-sanity/studio";

/** The Studio has its own document: no site chrome, no Chakra, nothing between it and the page. */
export default function StudioLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
