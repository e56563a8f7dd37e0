import { Box, Button, Card, Flex, Radio, Stack, Text, TextInput } from "@sanity/ui";
import { useEffect, useState } from "react";
import {
  type DocumentActionComponent,
  type DocumentActionDescription,
  type DocumentActionProps,
  type SanityClient,
  useClient,
} from "sanity";
import { type StoredRedirect, sluggedPagePaths } from "../../lib/redirects/slug-change.ts";
import { SANITY_API_VERSION } from "../../lib/sanity/env.ts";
import { localeOfDocument } from "../translations/slug-rules.ts";
import {
  deleteMutations,
  type Mutation,
  pagePath,
  parentPath,
  publishMutations,
  type RedirectChoice,
  redirectsTo,
  repointProblem,
  unpublishMutations,
} from "./page-moves.ts";

const storedRedirectsQuery = `*[_type == "redirect" && !(_id in path("drafts.**")) && defined(from) && defined(to)]{ _id, from, to }`;

type Doc = { _id: string; _type: string; _rev?: string } & Record<string, unknown>;

/** Whether a type's pages have an address of their own (its publish, unpublish and delete mind redirects). */
export const movesWithSlug = (type: string) => type in sluggedPagePaths;

const useLakeClient = () => useClient({ apiVersion: SANITY_API_VERSION });

/** One transaction of raw mutations: all of them are stored, or none. */
function commit(client: SanityClient, mutations: Mutation[]) {
  return client.mutate(mutations as never, { visibility: "sync" });
}

/**
 * The stored draft once it holds what the editor sees (`slug`): typing is saved a moment after it
 * happens, and publishing must not publish an older draft.
 */
async function storedDraft(client: SanityClient, id: string, slug: unknown): Promise<Doc> {
  for (let attempt = 0; ; attempt += 1) {
    const draft = await client.getDocument<Doc>(id);
    if (draft && (draft.slug === slug || attempt >= 20)) return draft;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Publish; when the published page's URL segment changed, the redirect from its old address is written in
 * the same transaction as the publish (earlier redirects to the old address follow it, one from the new
 * address goes): the old address answers with the page or with its redirect, never with a 404, and renaming
 * back never makes a loop. It wraps the Studio's own publish action (its checks and states), on hosted
 * Sanity and on the local Content Lake alike; any other publish is the Studio's own.
 */
export function withSlugRedirect(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishMovingAddress: DocumentActionComponent = (props: DocumentActionProps) => {
    const client = useLakeClient();
    const description = publish(props);
    const [moving, setMoving] = useState(false);
    if (!description) return description;
    const before = props.published?.slug;
    const after = props.draft?.slug;
    if (!props.published || !props.draft || before === after || props.version) return description;
    const draftId = props.draft._id;
    return {
      ...description,
      disabled: description.disabled || moving,
      label: moving ? "Publishing…" : description.label,
      onHandle: () => {
        setMoving(true);
        void Promise.all([
          storedDraft(client, draftId, after),
          client.fetch<StoredRedirect[]>(storedRedirectsQuery),
        ])
          .then(([draft, existing]) =>
            commit(client, publishMutations(draft, props.published as Doc, existing)),
          )
          .catch((error: unknown) => {
            console.error("[redirects] the page was not published with its redirect", error);
          })
          .finally(() => {
            setMoving(false);
            props.onComplete();
          });
      },
    };
  };
  PublishMovingAddress.action = publish.action;
  PublishMovingAddress.displayName = "PublishMovingAddress";
  return PublishMovingAddress;
}

/** The published redirects that lead to the document's page (none for a type without pages). */
function useIncomingRedirects(id: string, type: string, slug: unknown, open: boolean) {
  const client = useLakeClient();
  const path = pagePath(type, slug, localeOfDocument(id));
  const [incoming, setIncoming] = useState<StoredRedirect[] | null>(path ? null : []);
  useEffect(() => {
    if (!path || !open) return;
    let current = true;
    client
      .fetch<StoredRedirect[]>(storedRedirectsQuery)
      .then((all) => current && setIncoming(redirectsTo(path, all)))
      .catch(() => current && setIncoming([]));
    return () => {
      current = false;
    };
  }, [client, path, open]);
  return { path, incoming };
}

interface RedirectsDialogProps {
  verb: "Unpublish" | "Delete";
  title: string;
  path: string | null;
  parentPath: string;
  incoming: StoredRedirect[] | null;
  busy: boolean;
  error: string | null;
  onConfirm: (choice: RedirectChoice) => void;
  onCancel: () => void;
}

/**
 * What unpublishing or deleting a page takes with it: its address, and the redirects that lead there,
 * which the editor removes or sends to another page in the same step.
 */
function RedirectsDialog({
  verb,
  title,
  path,
  parentPath,
  incoming,
  busy,
  error,
  onConfirm,
  onCancel,
}: RedirectsDialogProps) {
  const [mode, setMode] = useState<RedirectChoice["mode"]>("repoint");
  const [to, setTo] = useState(parentPath);
  const problem = incoming?.length && mode === "repoint" && path ? repointProblem(to, path) : null;
  const choice: RedirectChoice = mode === "remove" ? { mode } : { mode, to };
  return (
    <Stack gap={4} padding={1}>
      <Text>
        {verb === "Unpublish"
          ? `“${title}” leaves the site and stays here as a draft.`
          : `“${title}” is deleted, with its draft.`}
        {path ? ` ${path} will no longer answer.` : ""}
      </Text>
      {incoming === null ? (
        <Text muted>Looking for redirects to this page…</Text>
      ) : incoming.length > 0 ? (
        <Card padding={3} radius={2} tone="caution" border>
          <Stack gap={3}>
            <Text weight="semibold">
              {incoming.length === 1 ? "1 redirect leads here" : `${incoming.length} redirects lead here`}
            </Text>
            <Stack as="ul" gap={2} aria-label="Redirects to this page">
              {incoming.map((redirect) => (
                <Text as="li" key={redirect._id} size={1}>
                  {redirect.from} → {redirect.to}
                </Text>
              ))}
            </Stack>
            <Flex as="label" align="center" gap={2}>
              <Radio name="redirects" checked={mode === "repoint"} onChange={() => setMode("repoint")} />
              <Text size={1}>Send them to</Text>
              <Box flex={1}>
                <TextInput
                  aria-label="Send the redirects to"
                  value={to}
                  onChange={(event) => setTo(event.currentTarget.value)}
                  onFocus={() => setMode("repoint")}
                />
              </Box>
            </Flex>
            <Flex as="label" align="center" gap={2}>
              <Radio name="redirects" checked={mode === "remove"} onChange={() => setMode("remove")} />
              <Text size={1}>Remove them</Text>
            </Flex>
            {problem ? (
              <Text size={1} role="alert">
                {problem}
              </Text>
            ) : null}
          </Stack>
        </Card>
      ) : (
        <Text muted size={1}>
          No redirect leads here.
        </Text>
      )}
      {error ? (
        <Text size={1} role="alert">
          {error}
        </Text>
      ) : null}
      <Flex gap={2} justify="flex-end">
        <Button mode="ghost" text="Cancel" onClick={onCancel} disabled={busy} />
        <Button
          tone="critical"
          text={busy ? `${verb === "Unpublish" ? "Unpublishing" : "Deleting"}…` : `${verb} now`}
          onClick={() => onConfirm(choice)}
          disabled={busy || incoming === null || Boolean(problem)}
        />
      </Flex>
    </Stack>
  );
}

const titleOf = (doc: Doc | null) =>
  String(doc?.title ?? doc?.name ?? doc?.slug ?? doc?._id ?? "This document");

/** Runs one transaction behind a dialog, keeping it open with the reason when the lake refuses it. */
function useDialogCommit(onDone: () => void) {
  const client = useLakeClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = (mutations: Mutation[]) => {
    setBusy(true);
    setError(null);
    commit(client, mutations)
      .then(onDone)
      .catch((reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)))
      .finally(() => setBusy(false));
  };
  return { busy, error, run };
}

/**
 * The dialog of an action that takes a page off the site (`verb`), with the redirects that lead to it
 * (looked up when it opens, or at once with `lookFirst`) and the one transaction it commits.
 */
function useRedirectsDialog(
  props: DocumentActionProps,
  verb: RedirectsDialogProps["verb"],
  lookFirst: boolean,
  mutationsFor: (incoming: StoredRedirect[], choice: RedirectChoice) => Mutation[],
) {
  const [open, setOpen] = useState(false);
  const published = props.published as Doc | null;
  const { path, incoming } = useIncomingRedirects(props.id, props.type, published?.slug, lookFirst || open);
  const close = () => setOpen(false);
  const { busy, error, run } = useDialogCommit(() => {
    close();
    props.onComplete();
  });
  const dialog: DocumentActionDescription["dialog"] = open && {
    type: "dialog",
    header: verb,
    onClose: close,
    content: (
      <RedirectsDialog
        verb={verb}
        title={titleOf(published ?? (props.draft as Doc | null))}
        path={path}
        parentPath={parentPath(props.type, localeOfDocument(props.id))}
        incoming={incoming}
        busy={busy}
        error={error}
        onCancel={close}
        onConfirm={(choice) => run(mutationsFor(incoming ?? [], choice))}
      />
    ),
  };
  return { incoming, show: () => setOpen(true), dialog };
}

/**
 * Unpublish, as hosted Sanity offers it: the page leaves the site and its content stays as a draft. Offered
 * beside Publish (not only on the published version), and for a page, with the redirects that lead to it.
 */
export const UnpublishKeepingDraft: DocumentActionComponent = (props: DocumentActionProps) => {
  const published = props.published as Doc | null;
  const { show, dialog } = useRedirectsDialog(props, "Unpublish", false, (incoming, choice) =>
    published ? unpublishMutations(published, Boolean(props.draft), incoming, choice) : [],
  );
  if (!published || props.version || props.liveEditSchemaType) return null;
  return { label: "Unpublish", tone: "critical", onHandle: show, dialog } satisfies DocumentActionDescription;
};
UnpublishKeepingDraft.action = "unpublish";
UnpublishKeepingDraft.displayName = "UnpublishKeepingDraft";

/**
 * Delete, for a page that redirects lead to: the dialog lists them and removes or repoints them in the
 * same transaction as the delete. Without such redirects it is the Studio's own delete (its check of the
 * documents that reference this one included).
 */
export function withIncomingRedirects(remove: DocumentActionComponent): DocumentActionComponent {
  const DeletePage: DocumentActionComponent = (props: DocumentActionProps) => {
    const description = remove(props);
    const { incoming, show, dialog } = useRedirectsDialog(props, "Delete", true, (found, choice) =>
      deleteMutations(props.id, found, choice),
    );
    if (!description || !incoming || incoming.length === 0) return description;
    return { ...description, onHandle: show, dialog };
  };
  DeletePage.action = remove.action;
  DeletePage.displayName = "DeletePage";
  return DeletePage;
}
