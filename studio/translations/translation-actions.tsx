import { Check as CheckIcon, Languages as TranslateIcon } from "lucide-react";
import { useState } from "react";
import {
  type DocumentActionComponent,
  type DocumentActionProps,
  type DocumentBadgeComponent,
  type DocumentBadgeDescription,
  type SanityDocument,
  useClient,
  useEditState,
} from "sanity";
import { useRouter } from "sanity/router";
import { usePaneRouter } from "sanity/structure";
import { isTranslatable, translationId, translationOf } from "../../lib/i18n/translations.ts";
import { SANITY_API_VERSION } from "../../lib/sanity/env.ts";
import {
  REVIEW_TYPE,
  reviewId,
  reviewOf,
  stateColors,
  stateExplanation,
  stateLabels,
  type TranslationReview,
  type TranslationState,
  translationDraft,
  translationState,
} from "./state.ts";

/** The two documents of a translation, whichever of them is open: the English one and its Spanish one. */
function pairOf(id: string, type: string): { englishId: string; spanishId: string } | null {
  const translated = translationOf(id);
  if (translated) return translated.locale === "es" ? { englishId: translated.id, spanishId: id } : null;
  return isTranslatable(id, type) ? { englishId: id, spanishId: translationId(id, "es") } : null;
}

/** Whether a type has documents with a Spanish version (an English singleton that has none adds nothing). */
export const hasTranslations = (id: string, type: string) => pairOf(id, type) !== null;

/**
 * The other document of the pair and the editor's review of it, live: their draft and published version
 * as the Studio holds them.
 */
function useCounterpart(props: { id: string; type: string }) {
  const pair = pairOf(props.id, props.type);
  const otherId = pair ? (pair.englishId === props.id ? pair.spanishId : pair.englishId) : props.id;
  const review = useEditState(reviewId(pair?.englishId ?? props.id), REVIEW_TYPE);
  return { pair, other: useEditState(otherId, props.type), review };
}

interface PairState {
  state: TranslationState;
  hasDraft: boolean;
}

function pairState(
  pair: { englishId: string },
  props: {
    id: string;
    draft: SanityDocument | null;
    published: SanityDocument | null;
  },
  other: { draft: SanityDocument | null; published: SanityDocument | null },
  review: { published: SanityDocument | null },
): PairState & { english: SanityDocument | null } {
  const openIsEnglish = pair.englishId === props.id;
  const english = openIsEnglish ? props : other;
  const spanish = openIsEnglish ? other : props;
  return {
    state: translationState({
      english: english.published,
      translation: spanish.published,
      review: review.published as TranslationReview | null,
    }),
    hasDraft: Boolean(spanish.draft),
    english: english.published,
  };
}

/**
 * The translation's state on both of its documents, in the document's status bar: missing, up to date
 * or out of date since the English was published again (state.ts).
 */
export const TranslationBadge: DocumentBadgeComponent = (props) => {
  const { pair, other, review } = useCounterpart(props);
  if (!pair || !other.ready || !review.ready) return null;
  const { state, hasDraft } = pairState(pair, props, other, review);
  return {
    label: stateLabels[state],
    title: stateExplanation(state, hasDraft),
    color: stateColors[state],
  } satisfies DocumentBadgeDescription;
};

/** Opens a document in a pane to the right of the open one, so both are edited side by side. */
function useOpenBeside() {
  const { routerPanesState, groupIndex } = usePaneRouter();
  const { navigate, state } = useRouter();
  return (id: string, type: string) =>
    navigate({
      ...state,
      panes: [...routerPanesState.slice(0, groupIndex + 1), [{ id, params: { type } }]],
    });
}

/**
 * "Translate to Spanish" on an English document: the first time it creates the Spanish draft from the
 * English (every field, so the structure is there and each text is replaced in place), then it opens the
 * Spanish beside the English. On the Spanish document it opens the English beside it, or, while there is
 * no Spanish yet, fills it from the English.
 */
export const TranslateAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const { pair, other } = useCounterpart(props);
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const openBeside = useOpenBeside();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!pair || props.version) return null;
  const openIsEnglish = pair.englishId === props.id;
  const spanishExists = openIsEnglish
    ? Boolean(other.draft || other.published)
    : Boolean(props.draft || props.published);
  // The published English is what the Spanish translates; a never-published English starts from its draft.
  const english = openIsEnglish ? (props.published ?? props.draft) : (other.published ?? other.draft);

  const createSpanish = async () => {
    if (!english) throw new Error("The English document has no content yet.");
    // createIfNotExists: a draft another editor started a moment ago is opened, never replaced.
    await client.createIfNotExists(translationDraft(english, `drafts.${pair.spanishId}`), {
      visibility: "sync",
    });
  };
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    work()
      .then(() => props.onComplete())
      .catch((reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)))
      .finally(() => setBusy(false));
  };
  const dialog = error
    ? {
        type: "dialog" as const,
        header: "The translation was not created",
        onClose: () => setError(null),
        content: error,
      }
    : null;

  if (!openIsEnglish) {
    if (spanishExists) {
      return {
        label: "Show English beside",
        icon: TranslateIcon,
        onHandle: () => openBeside(pair.englishId, props.type),
      };
    }
    return {
      label: busy ? "Copying the English…" : "Start from the English",
      icon: TranslateIcon,
      disabled: busy || !english || !other.ready,
      title: english
        ? "Copies the English document here as a draft, to translate field by field."
        : undefined,
      onHandle: () => run(createSpanish),
      dialog,
    };
  }
  return {
    label: busy
      ? "Creating the translation…"
      : spanishExists
        ? "Open Spanish beside"
        : "Translate to Spanish",
    icon: TranslateIcon,
    disabled: busy || !other.ready,
    onHandle: () =>
      run(async () => {
        if (!spanishExists) await createSpanish();
        openBeside(pair.spanishId, props.type);
      }),
    dialog,
  };
};
TranslateAction.displayName = "TranslateAction";

/**
 * "Mark as up to date" on an out-of-date translation (on either document of it), for an English publish
 * that changed nothing to translate: records the published English revision the Spanish was checked
 * against, so the state is up to date until the English is published again (state.ts).
 */
export const MarkUpToDateAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const { pair, other, review } = useCounterpart(props);
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!pair || props.version || !other.ready || !review.ready) return null;
  const { state, english } = pairState(pair, props, other, review);
  if (state !== "outOfDate" || !english) return null;
  const englishId = pair.englishId;
  const englishRevision = english._rev;
  return {
    label: busy ? "Marking…" : "Mark as up to date",
    icon: CheckIcon,
    title:
      "The Spanish still says what the English says: no change to translate in the English's last publish.",
    disabled: busy,
    onHandle: () => {
      setBusy(true);
      setError(null);
      client
        .createOrReplace(reviewOf(englishId, englishRevision), { visibility: "sync" })
        .then(() => props.onComplete())
        .catch((reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)))
        .finally(() => setBusy(false));
    },
    dialog: error
      ? {
          type: "dialog",
          header: "The translation was not marked",
          onClose: () => setError(null),
          content: error,
        }
      : null,
  };
};
MarkUpToDateAction.displayName = "MarkUpToDateAction";
