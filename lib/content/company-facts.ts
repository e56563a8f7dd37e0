/**
 * The company's figures (projects delivered, clients, uptime, founding year, support hours) are
 * typed once, in the Company facts document; copy writes {key} and gets the figure filled in. The
 * number of offices is not typed at all: it is counted from the offices in Site settings.
 */

/** What a fact counts; how copy words each kind is the table of fact-guard.ts. */
export const factKinds = [
  { value: "projects", title: "Projects delivered" },
  { value: "clients", title: "Clients" },
  { value: "uptime", title: "Uptime" },
  { value: "founded", title: "Founding year" },
  { value: "support", title: "Support hours" },
] as const;

export type EditableFactKind = (typeof factKinds)[number]["value"];
export type FactKind = EditableFactKind | "offices";

export interface CompanyFact {
  /** The token name: copy writes {key}. */
  key: string;
  kind: FactKind;
  /** The figure as shown, e.g. 500+, 99.9%, 2015, 24/7. */
  value: string;
  label: string;
  /** Where a computed fact is counted from; absent for the facts editors type. */
  countedFrom?: string;
}

/** The facts as a query returns them: any field may be missing while an editor is typing. */
export interface StoredFact {
  key?: string | null;
  kind?: string | null;
  value?: string | null;
  label?: string | null;
}

export const OFFICE_COUNT_TOKEN = "officeCount";

/** Token names that are computed, so no fact may take them. */
export const computedTokenNames = ["quoteSteps", "processSteps", OFFICE_COUNT_TOKEN] as const;

const isEditableKind = (kind: string): kind is EditableFactKind =>
  factKinds.some((candidate) => candidate.value === kind);

/** The typed facts that are complete, then the computed ones. */
export function companyFacts(
  stored: readonly StoredFact[] | null | undefined,
  officeCount: number,
): CompanyFact[] {
  const typed: CompanyFact[] = [];
  for (const fact of stored ?? []) {
    const { key, kind, value, label } = fact;
    if (!key || !kind || !value || !isEditableKind(kind)) continue;
    if ((computedTokenNames as readonly string[]).includes(key)) continue;
    typed.push({ key, kind, value, label: label || key });
  }
  return [
    ...typed,
    {
      key: OFFICE_COUNT_TOKEN,
      kind: "offices",
      value: String(officeCount),
      label: "Offices",
      countedFrom: "the offices listed in Site settings",
    },
  ];
}

/** Token name → figure, for the token filler. */
export function factTokens(facts: readonly CompanyFact[]): Record<string, string> {
  return Object.fromEntries(facts.map((fact) => [fact.key, fact.value]));
}

export interface FactConflict {
  kind: EditableFactKind;
  facts: StoredFact[];
}

/** Kinds whose facts give different figures, e.g. two project counts that disagree. */
export function findFactConflicts(stored: readonly StoredFact[] | null | undefined): FactConflict[] {
  const byKind = new Map<EditableFactKind, StoredFact[]>();
  for (const fact of stored ?? []) {
    if (!fact.kind || !fact.value || !isEditableKind(fact.kind)) continue;
    byKind.set(fact.kind, [...(byKind.get(fact.kind) ?? []), fact]);
  }
  const conflicts: FactConflict[] = [];
  for (const [kind, facts] of byKind) {
    if (new Set(facts.map((fact) => fact.value?.trim())).size > 1) conflicts.push({ kind, facts });
  }
  return conflicts;
}

export function factConflictMessage({ kind, facts }: FactConflict): string {
  const title = factKinds.find((candidate) => candidate.value === kind)?.title ?? kind;
  const figures = facts
    .map((fact) => `${fact.value} ({${fact.key}}, ${fact.label || "no label"})`)
    .join(" and ");
  return `The "${title}" facts disagree: ${figures}. Settle on one figure and write its token wherever the other is used.`;
}
