import { useEffect } from "react";
import {
  type DocumentStore,
  definePlugin,
  getPublishedId,
  getVersionFromId,
  type InputProps,
  useDocumentStore,
  useFormValue,
} from "sanity";

/** How long a document left with unsaved edits is held open for them to be sent. */
const SAVE_BOUND_MS = 10_000;

/**
 * Sends what an editor typed into a document they have just left. The Studio sends edits at most once a
 * second, and only while the document is open: an edit typed less than a second before the editor moved to
 * another document or tool was kept in the tab and never stored, with nothing to say so. Here the document's
 * form, as it closes, asks its pair to commit, and keeps it open until the commit is done (or a bound).
 */
function commitOnLeave(store: DocumentStore, documentId: string, type: string): void {
  const publishedId = getPublishedId(documentId);
  const version = getVersionFromId(documentId);
  let committing = false;
  let released = false;
  // The pair's operations may answer while these subscriptions are still being made: `release` runs
  // after them.
  const bound = setTimeout(release, SAVE_BOUND_MS);
  function release() {
    if (released) return;
    released = true;
    clearTimeout(bound);
    queueMicrotask(() => {
      done.unsubscribe();
      operations.unsubscribe();
    });
  }
  // Told when the commit has run, to let the pair go.
  const done = store.pair.operationEvents(publishedId, type).subscribe((event) => {
    if (event.op === "commit") release();
  });
  // Subscribed, the pair's operations (and their queue) run on after the form is gone.
  const operations = store.pair.editOperations(publishedId, type, version).subscribe((ops) => {
    // The first value is a guard (`NOT_READY`) until the pair is checked out again.
    if (committing || ops.commit.disabled) return;
    committing = true;
    ops.commit.execute();
  });
}

function DocumentForm(props: InputProps) {
  const store = useDocumentStore();
  const id = useFormValue(["_id"]);
  const type = props.schemaType.name;
  useEffect(() => {
    if (typeof id !== "string") return;
    return () => commitOnLeave(store, id, type);
  }, [store, id, type]);
  return props.renderDefault(props);
}

/** The document's root input (an empty path) carries the save; every other input renders as it would. */
function SaveOnLeaveInput(props: InputProps) {
  return props.path.length === 0 ? <DocumentForm {...props} /> : props.renderDefault(props);
}

/** Edits typed just before leaving a document are stored, not dropped (see `commitOnLeave`). */
export const saveOnLeave = definePlugin({
  name: "cardinal-save-on-leave",
  form: { components: { input: SaveOnLeaveInput } },
});
