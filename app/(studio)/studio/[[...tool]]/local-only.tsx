import { noticeCard, noticeKicker, noticePage, noticeTitle } from "./notice-styles.ts";

/**
 * What /studio shows a visitor who is not on the machine the site runs on, when the site edits the local
 * Content Lake: local editing signs nobody in (the page hands the Studio the lake's write token), so it
 * belongs to that machine alone. Hosted editing (a Sanity project) signs in with Sanity and has no such
 * limit.
 */
export function LocalOnly() {
  return (
    <main style={noticePage}>
      <div style={{ ...noticeCard, maxWidth: "36rem", width: "100%" }}>
        <p style={noticeKicker}>Content Studio</p>
        <h1 style={noticeTitle}>Editing is only available on this site's own computer</h1>
        <p style={{ marginTop: 0 }}>
          This site keeps its content on the computer it runs on, and edits it without signing in. So the
          Studio opens only in a browser on that computer (for example at http://localhost:3000/studio).
        </p>
        <p style={{ marginBottom: 0 }}>
          To edit from anywhere, connect the site to a Sanity project: editors then sign in with Sanity.
        </p>
      </div>
    </main>
  );
}
