import { receivedFormat } from "../../lib/admin/list-query.ts";
import type { PortalMessage } from "../../lib/portal/queries.ts";
import { css } from "../../styled-system/css/index.mjs";
import { muted } from "./portal-ui.tsx";

/** The thread of one project, oldest first: the team's messages and the client's, as both sides see it. */
export function MessageThread({ messages }: { messages: readonly PortalMessage[] }) {
  if (messages.length === 0) return <p className={muted}>No messages yet. Write to the team below.</p>;
  return (
    <ol
      aria-label="Messages"
      className={css({
        listStyle: "none",
        m: "0",
        p: "0",
        display: "flex",
        flexDirection: "column",
        gap: "3",
      })}
    >
      {messages.map((m) => (
        <li
          key={m.id}
          className={css({
            borderRadius: "l2",
            borderWidth: "1px",
            borderColor: "border",
            p: "3",
            bg: m.from_staff ? "bg.muted" : "bg.panel",
            display: "flex",
            flexDirection: "column",
            gap: "1",
          })}
        >
          <p className={css({ m: "0", textStyle: "sm", color: "fg.muted" })}>
            <strong className={css({ color: "fg" })}>
              {m.from_staff ? "Cardinal team" : <bdi>{m.author_email}</bdi>}
            </strong>{" "}
            · <time dateTime={m.created_at}>{receivedFormat.format(new Date(m.created_at))}</time>
          </p>
          <p dir="auto" className={css({ m: "0", whiteSpace: "pre-wrap", overflowWrap: "anywhere" })}>
            {m.body}
          </p>
        </li>
      ))}
    </ol>
  );
}
