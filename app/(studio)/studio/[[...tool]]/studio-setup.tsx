import type { CSSProperties, ReactNode } from "react";
import { noticeCard, noticeKicker, noticePage, noticeTitle } from "./notice-styles.ts";

const card: CSSProperties = { ...noticeCard, maxWidth: "44rem", width: "100%" };
const code: CSSProperties = {
  display: "block",
  background: "#0d0f16",
  color: "#eceef2",
  borderRadius: "0.5rem",
  padding: "0.75rem 1rem",
  overflowX: "auto",
  fontSize: "0.875rem",
  whiteSpace: "pre",
};

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li style={{ marginBottom: "1.25rem" }}>
      <strong>{title}</strong>
      <div style={{ marginTop: "0.5rem" }}>{children}</div>
    </li>
  );
}

/**
 * Shown at /studio when there is nothing to edit against: no Sanity project and no local Content Lake
 * (the site was started without `npm run dev` / `npm start`). Editors read the first part; the steps
 * for connecting a hosted project follow for whoever sets the site up.
 */
export function StudioSetup({ reason }: { reason: string }) {
  return (
    <main style={noticePage}>
      <div style={card}>
        <p style={noticeKicker}>Content Studio</p>
        <h1 style={noticeTitle}>Editing is not available right now</h1>
        <p style={{ marginTop: 0 }}>
          The site is showing its built-in content, but the place where edits are kept is not running, so
          nothing can be changed here yet. Nothing is lost: content you published before is still stored on
          this computer.
        </p>
        <p>
          Start the site with <code>npm run dev</code> (or <code>npm start</code> after a build): it starts
          the content store with it, and this page becomes the Studio.
        </p>
        <details style={{ marginTop: "1.5rem" }}>
          <summary style={{ cursor: "pointer", fontWeight: 600 }}>
            For developers: connect a Sanity project instead ({reason})
          </summary>
          <ol style={{ paddingLeft: "1.25rem" }}>
            <Step title="Create a project and a dataset">
              At sanity.io/manage, or with <code>npx sanity init --bare</code>. Add this site&apos;s address
              (and http://localhost:3000) as a CORS origin with credentials allowed.
            </Step>
            <Step title="Set the environment variables">
              <code style={code}>
                {
                  "NEXT_PUBLIC_SANITY_PROJECT_ID=<your project id>\nNEXT_PUBLIC_SANITY_DATASET=production\n# optional: drafts and visual editing for editors\nSANITY_API_READ_TOKEN=<viewer token>\n# optional: publish goes live through the /api/revalidate webhook\nSANITY_REVALIDATE_SECRET=<random string>"
                }
              </code>
            </Step>
            <Step title="Import the content edited on this computer">
              <code style={code}>
                {
                  "npm run content:export\nnpx sanity dataset import .data/export/production.ndjson production"
                }
              </code>
            </Step>
            <Step title="Restart the site">
              The server log then reads <code>[content] source: sanity</code>, and this page becomes the
              Studio.
            </Step>
          </ol>
        </details>
      </div>
    </main>
  );
}
