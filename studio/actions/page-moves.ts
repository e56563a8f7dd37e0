// What a change to a routable page (case study, service, landing page) writes beside it, in the same
// transaction: the redirect from its old address when its URL segment changes, and what becomes of the
// redirects that lead to it when it is unpublished or deleted. Pure, so the rules are tested without a Studio.

import { type Locale, localizedPath } from "../../lib/i18n/locales.ts";
import { normalizePath, targetProblem } from "../../lib/redirects/rules.ts";
import { type StoredRedirect, slugChangePlan, sluggedPagePath } from "../../lib/redirects/slug-change.ts";
import { localeOfDocument } from "../translations/slug-rules.ts";

/** A raw mutation of the Content Lake's mutation API: one transaction is a list of them. */
export type Mutation =
  | { createOrReplace: { _id: string; _type: string } & Record<string, unknown> }
  | { createIfNotExists: { _id: string; _type: string } & Record<string, unknown> }
  | { delete: { id: string } }
  | { patch: { id: string; set?: Record<string, unknown>; ifRevisionID?: string } };

type Doc = { _id: string; _type: string; _rev?: string } & Record<string, unknown>;

export const draftIdOf = (id: string) => (id.startsWith("drafts.") ? id : `drafts.${id}`);
export const publishedIdOf = (id: string) => id.replace(/^drafts\./, "");

/** The document's own fields, without those the lake sets on each write. */
function body(doc: Doc, id: string): Doc {
  const { _rev: _r, _updatedAt: _u, ...rest } = doc;
  return { ...rest, _id: id };
}

/**
 * The page's address in its document's language, or null for a type without one or a document without
 * a URL segment.
 */
export function pagePath(type: string, slug: unknown, locale: Locale = "en"): string | null {
  return typeof slug === "string" && slug !== "" ? sluggedPagePath(type, slug, locale) : null;
}

/** Where a page's visitors are sent when it goes: the list it belongs to, in the page's language. */
const PARENT_PATHS: Record<string, string> = {
  caseStudy: "/insights",
  service: "/services",
  landingPage: "/",
};

export const parentPath = (type: string, locale: Locale = "en") =>
  localizedPath(PARENT_PATHS[type] ?? "/", locale) ?? "/";

/** The published redirects that lead to `path` (a query on the target still leads there). */
export function redirectsTo(path: string, redirects: readonly StoredRedirect[]): StoredRedirect[] {
  return redirects.filter(
    (redirect) =>
      redirect.to.startsWith("/") &&
      normalizePath(redirect.to.split(/[?#]/)[0] ?? "") === normalizePath(path),
  );
}

export type RedirectChoice = { mode: "remove" } | { mode: "repoint"; to: string };

/** Why the redirects cannot be sent to `to` instead of the page at `pagePath`, or null. */
export function repointProblem(to: string, path: string): string | null {
  if (!to.startsWith("/")) return "A path on this site, starting with /.";
  const problem = targetProblem(to);
  if (problem) return problem;
  return normalizePath(to.split(/[?#]/)[0] ?? "") === normalizePath(path)
    ? "That is the address that is going away."
    : null;
}

/** The mutations that remove the redirects, or send them to `choice.to`. */
export function redirectChanges(incoming: readonly StoredRedirect[], choice: RedirectChoice): Mutation[] {
  return incoming.flatMap((redirect): Mutation[] =>
    choice.mode === "remove"
      ? [{ delete: { id: redirect._id } }, { delete: { id: draftIdOf(redirect._id) } }]
      : [{ patch: { id: redirect._id, set: { to: choice.to } } }],
  );
}

/**
 * Publishing `draft` over `published`: the published document becomes the draft's content and the draft
 * goes, only if the draft is still at the revision the editor saw (`ifRevisionID`). When the URL segment
 * changed, the redirect from the old address, the redirects that led there (sent on to the new one) and
 * those from the new address (a page lives there again) change in the same transaction, so the old
 * address is never without its page or its redirect, and renaming back never leaves a loop.
 */
export function publishMutations(
  draft: Doc,
  published: Doc | null,
  existing: readonly StoredRedirect[],
): Mutation[] {
  const id = publishedIdOf(draft._id);
  const publish: Mutation[] = [
    { patch: { id: draft._id, ifRevisionID: draft._rev, set: {} } },
    { createOrReplace: body(draft, id) },
    { delete: { id: draft._id } },
  ];
  const locale = localeOfDocument(draft._id);
  const plan = published ? slugChangePlan(draft._type, published.slug, draft.slug, existing, locale) : null;
  if (!plan) return publish;
  return [
    ...publish,
    { createOrReplace: plan.create },
    { delete: { id: draftIdOf(plan.create._id) } },
    ...plan.remove.flatMap((removed): Mutation[] => [
      { delete: { id: removed } },
      { delete: { id: draftIdOf(removed) } },
    ]),
    ...plan.repoint.map(({ _id, to }): Mutation => ({ patch: { id: _id, set: { to } } })),
  ];
}

/**
 * Unpublishing as hosted Sanity does (the content stays as a draft: the published version becomes the
 * draft when there is none), with the redirects that led to the page removed or sent elsewhere.
 */
export function unpublishMutations(
  published: Doc,
  hasDraft: boolean,
  incoming: readonly StoredRedirect[],
  choice: RedirectChoice,
): Mutation[] {
  const id = publishedIdOf(published._id);
  return [
    ...(hasDraft ? [] : [{ createIfNotExists: body(published, draftIdOf(id)) } as Mutation]),
    { delete: { id } },
    ...redirectChanges(incoming, choice),
  ];
}

/** Deleting the document (published and draft) with the redirects that led to its page. */
export function deleteMutations(
  id: string,
  incoming: readonly StoredRedirect[],
  choice: RedirectChoice,
): Mutation[] {
  const published = publishedIdOf(id);
  return [
    { delete: { id: published } },
    { delete: { id: draftIdOf(published) } },
    ...redirectChanges(incoming, choice),
  ];
}
