import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound } from "next/navigation";
import { InvoiceTable } from "../../../../../../components/portal/invoice-table.tsx";
import { MessageForm } from "../../../../../../components/portal/message-form.tsx";
import { MessageThread } from "../../../../../../components/portal/message-thread.tsx";
import {
  Facts,
  link,
  muted,
  ProgressBar,
  panel,
  portalContainer,
  StatusPill,
  sectionTitle,
  TitleWithStatus,
} from "../../../../../../components/portal/portal-ui.tsx";
import { nextStep } from "../../../../../../components/portal/project-cards.tsx";
import { QuoteList } from "../../../../../../components/portal/quote-list.tsx";
import { statusLabel } from "../../../../../../lib/admin/format.ts";
import { isUuid } from "../../../../../../lib/admin/list-query.ts";
import { formatDay } from "../../../../../../lib/admin/workspace/dates.ts";
import { portalProject } from "../../../../../../lib/portal/queries.ts";
import { portalMember } from "../../../../../../lib/portal/session.ts";
import { css } from "../../../../../../styled-system/css/index.mjs";

export const metadata: Metadata = { title: "Project" };

/**
 * One of the client's projects: where it stands, its milestones, the documents shared with the client,
 * its invoices and the thread with the team. Another client's project reads as no project (RLS).
 */
export default async function PortalProjectPage({ params }: { params: Promise<{ id: string }> }) {
  const member = await portalMember();
  if (!member) return null;
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const detail = await portalProject(member.supabase, id);
  if (detail.failed) throw new Error("The project could not be read.");
  const { project, milestones, documents, messages, invoices, quotes } = detail.data;
  if (!project) notFound();
  return (
    <div className={portalContainer}>
      <NextLink href="/portal" className={link}>
        ← All projects
      </NextLink>
      <header className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
        <TitleWithStatus title={project.name} status={project.status} />
        {project.description ? <p className={muted}>{project.description}</p> : null}
        <ProgressBar value={project.progress} label="Project progress" />
        <p className={css({ fontWeight: "medium", m: "0" })}>{nextStep(project)}</p>
        <Facts
          items={[
            { label: "Started", value: formatDay(project.start_date) },
            { label: "Deadline", value: formatDay(project.deadline) },
            {
              label: "Milestones done",
              value: `${project.milestones_completed} of ${project.milestones_total}`,
            },
            { label: "Delivered", value: project.end_date ? formatDay(project.end_date) : "Not yet" },
          ]}
        />
      </header>

      <section aria-labelledby="milestones-title" className={panel}>
        <h2 id="milestones-title" className={sectionTitle}>
          Milestones
        </h2>
        {milestones.length === 0 ? (
          <p className={muted}>No milestones yet.</p>
        ) : (
          <ol
            className={css({
              listStyle: "none",
              m: "0",
              p: "0",
              display: "flex",
              flexDirection: "column",
              gap: "4",
            })}
          >
            {milestones.map((m) => (
              <li key={m.id} className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
                <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", alignItems: "center" })}>
                  <span className={css({ fontWeight: "semibold" })}>{m.name}</span>
                  <StatusPill status={m.status} label={statusLabel(m.status)} />
                  {m.due_date ? <span className={muted}>Due {formatDay(m.due_date)}</span> : null}
                </div>
                {m.description ? <p className={css({ m: "0", color: "fg.muted" })}>{m.description}</p> : null}
                <ProgressBar value={m.progress} label={`${m.name} progress`} />
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="documents-title" className={panel}>
        <h2 id="documents-title" className={sectionTitle}>
          Shared documents
        </h2>
        {documents.length === 0 ? (
          <p className={muted}>No documents have been shared with you on this project yet.</p>
        ) : (
          <ul
            className={css({
              listStyle: "none",
              m: "0",
              p: "0",
              display: "flex",
              flexDirection: "column",
              gap: "2",
            })}
          >
            {documents.map((d) => (
              <li
                key={d.id}
                className={css({ display: "flex", flexWrap: "wrap", gap: "2", alignItems: "baseline" })}
              >
                {d.url ? (
                  <a href={d.url} className={link} target="_blank" rel="noopener noreferrer">
                    {d.name}
                  </a>
                ) : (
                  <span className={css({ fontWeight: "medium" })}>{d.name}</span>
                )}
                <span className={muted}>
                  {statusLabel(d.file_type)} · {formatDay(d.uploaded_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {quotes.length > 0 ? (
        <section aria-labelledby="project-quotes-title" className={panel}>
          <h2 id="project-quotes-title" className={sectionTitle}>
            Quotes for this project
          </h2>
          <QuoteList quotes={quotes} showProject={false} />
        </section>
      ) : null}

      <section aria-labelledby="project-invoices-title" className={panel}>
        <h2 id="project-invoices-title" className={sectionTitle}>
          Invoices for this project
        </h2>
        <InvoiceTable invoices={invoices} caption={`Invoices for ${project.name}`} />
      </section>

      <section aria-labelledby="messages-title" className={panel}>
        <h2 id="messages-title" className={sectionTitle}>
          Messages
        </h2>
        <MessageThread messages={messages} />
        <MessageForm projectId={project.id} />
      </section>
    </div>
  );
}
