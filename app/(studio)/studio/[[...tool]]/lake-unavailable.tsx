import { noticeCard, noticePage } from "./notice-styles.ts";

/** The content store on this computer stopped answering: say so in an editor's words, and offer a retry. */
export function LakeUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main style={noticePage}>
      <div role="alert" style={{ ...noticeCard, maxWidth: "36rem" }}>
        <h1 style={{ margin: "0 0 1rem", fontSize: "1.5rem", lineHeight: 1.2 }}>
          The content store is not answering
        </h1>
        <p style={{ marginTop: 0 }}>
          The Studio keeps your edits in a store that runs on this computer together with the site, and it
          cannot be reached right now. Content you already published is safe.
        </p>
        <p>
          Restart the site (<code>npm run dev</code>), then try again. If this keeps happening, the terminal
          where the site runs says why, in lines starting with <code>[lake]</code>.
        </p>
        <button
          type="button"
          onClick={onRetry}
          style={{
            marginTop: "0.5rem",
            padding: "0.6rem 1.2rem",
            borderRadius: "0.5rem",
            border: "none",
            background: "#a3162f",
            color: "#fff",
            fontWeight: 600,
            cursor: "pointer",
          }}
        >
          Try again
        </button>
      </div>
    </main>
  );
}
