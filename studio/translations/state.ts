import { translationId, translationOf } from "../../lib/i18n/translations.ts";

/**
 * A translation's state, from the published English document and the published Spanish one. The lake
 * stamps every published document with `_updatedAt` when it is published, by one clock: a translation
 * published at or after the English's last publish was published by someone who saw that English; an
 * English publish after it leaves it out of date until the Spanish is published again, or until an editor
 * marks it up to date against that English revision (a review). Nothing else is stored for it, so every
 * translation has a state, seeded or written by a script included (docs/i18n.md).
 */
export type TranslationState = "missing" | "upToDate" | "outOfDate";

/** What the state reads of a published document. */
export interface Stamped {
  _updatedAt?: string;
  _rev?: string;
}

/**
 * An editor's word that a translation still says what the English says after an English publish that
 * changed nothing to translate (a typo fixed): the English revision it was checked against. One document
 * per English document (`reviewId`), of a type no page reads.
 */
export interface TranslationReview {
  englishRevision?: string | null;
}

export const REVIEW_TYPE = "translationReview";

/** The review's id: private (a dot in it), as no page reads it. */
export const reviewId = (englishId: string) => `${REVIEW_TYPE}.${englishId}`;

/** The review an editor records with "Mark as up to date" against the published English revision. */
export const reviewOf = (englishId: string, englishRevision: string) => ({
  _id: reviewId(englishId),
  _type: REVIEW_TYPE,
  english: englishId,
  englishRevision,
});

export interface TranslationPair {
  /** The published English document, null when it is not published. */
  english: Stamped | null;
  /** The published translation, null when it is not published (a draft alone is no translation yet). */
  translation: Stamped | null;
  /** The editor's review, if one was recorded ("Mark as up to date"). */
  review?: TranslationReview | null;
}

const time = (doc: Stamped | null) => (doc?._updatedAt ? Date.parse(doc._updatedAt) : Number.NaN);

export function translationState({ english, translation, review }: TranslationPair): TranslationState {
  if (!translation) return "missing";
  // Checked against this very English revision: up to date until the English is published again.
  if (review?.englishRevision && review.englishRevision === english?._rev) return "upToDate";
  const englishAt = time(english);
  const translationAt = time(translation);
  if (Number.isNaN(englishAt) || Number.isNaN(translationAt)) return "upToDate";
  return englishAt > translationAt ? "outOfDate" : "upToDate";
}

export const stateLabels: Record<TranslationState, string> = {
  missing: "Spanish missing",
  upToDate: "Spanish up to date",
  outOfDate: "Spanish out of date",
};

/** The state's wording in the Spanish list, after a document's title. */
export const stateWords: Record<TranslationState, string> = {
  missing: "missing",
  upToDate: "up to date",
  outOfDate: "out of date",
};

export const stateColors = {
  missing: "danger",
  upToDate: "success",
  outOfDate: "warning",
} as const satisfies Record<TranslationState, string>;

/** What the state means for the editor, with the draft that may already be under way. */
export function stateExplanation(state: TranslationState, hasDraft: boolean): string {
  const draft = hasDraft ? " A Spanish draft is under way." : "";
  switch (state) {
    case "missing":
      return `The Spanish site shows the English text until a Spanish version is published.${draft}`;
    case "outOfDate":
      return `The English was published after the Spanish: compare them and publish the Spanish again, or mark it up to date when nothing changed to translate.${draft}`;
    case "upToDate":
      return `The Spanish was published after the English's last publish.${draft}`;
  }
}

/** The fields of an English document a new translation starts from: all but the lake's own. */
export function translationDraft(
  english: { _id: string; _type: string } & Record<string, unknown>,
  draftId: string,
): { _id: string; _type: string } & Record<string, unknown> {
  const { _rev: _r, _createdAt: _c, _updatedAt: _u, _originalId: _o, ...fields } = english;
  return { ...fields, _id: draftId };
}

/** A stored document as the Spanish list reads it (drafts included, under their `drafts.` id). */
export interface ListedDoc extends Stamped, TranslationReview {
  _id: string;
  title?: string | null;
}

export interface TranslationRow {
  englishId: string;
  spanishId: string;
  /** The English document's title (its published one, else its draft's). */
  title: string;
  state: TranslationState;
  hasDraft: boolean;
}

/**
 * One row per English document among `docs` (or per id of `englishIds`, in that order), with its
 * translation's state: what the Spanish list shows.
 */
export function translationRows(
  docs: readonly ListedDoc[],
  englishIds?: readonly string[],
): TranslationRow[] {
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  const ids =
    englishIds ??
    [...new Set(docs.map((doc) => doc._id.replace(/^drafts\./, "")))].filter(
      (id) => !translationOf(id) && !id.startsWith(reviewId("")),
    );
  return ids.map((englishId) => {
    const spanishId = translationId(englishId, "es");
    const english = byId.get(englishId) ?? null;
    const title = english?.title ?? byId.get(`drafts.${englishId}`)?.title ?? englishId;
    return {
      englishId,
      spanishId,
      title,
      state: translationState({
        english,
        translation: byId.get(spanishId) ?? null,
        review: byId.get(reviewId(englishId)) ?? null,
      }),
      hasDraft: byId.has(`drafts.${spanishId}`),
    };
  });
}
