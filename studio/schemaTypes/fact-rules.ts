import type { ValidationContext } from "sanity";
import {
  type CompanyFact,
  computedTokenNames,
  factConflictMessage,
  findFactConflicts,
  type StoredFact,
} from "../../lib/content/company-facts.ts";
import { factsWarning } from "../../lib/content/fact-guard.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { SANITY_API_VERSION } from "../../lib/sanity/env.ts";
import { contentTokensQuery } from "../../lib/sanity/queries.ts";
import { liveTokens, type TokenSource } from "../../lib/sanity/resolve.ts";
import { localeOfDocument } from "../translations/slug-rules.ts";

/**
 * The Studio's side of the company facts: copy that types a figure a fact holds, or states a figure of
 * a fact's kind that no fact gives, gets a warning, and so do two facts of one kind that disagree.
 */

/** Documents whose figures are not the company's: a client's results, an industry's, the facts themselves. */
const OWN_FIGURE_TYPES = new Set(["caseStudy", "industry", "companyFacts"]);

/** The warning for one text, given the live facts, read in the language of the document it is in. */
export function typedFactsRule(
  text: unknown,
  facts: readonly CompanyFact[],
  locale: Locale = "en",
): true | string {
  if (typeof text !== "string") return true;
  return factsWarning(text, facts, locale) ?? true;
}

interface StatValue {
  value?: unknown;
  label?: unknown;
}

/** A figure and its label are read together: "150+" and "Projects" are a typed fact only as a pair. */
export const statText = (stat: unknown): string | undefined => {
  const { value, label } = (stat ?? {}) as StatValue;
  return typeof value === "string" && typeof label === "string" ? `${value} ${label}` : undefined;
};

interface PortableTextBlock {
  children?: { text?: unknown }[];
}

export const blocksText = (blocks: unknown): string | undefined =>
  Array.isArray(blocks)
    ? (blocks as PortableTextBlock[])
        .map((block) =>
          (block.children ?? []).map((span) => (typeof span.text === "string" ? span.text : "")).join(""),
        )
        .join("\n")
    : undefined;

const FRESH_FOR_MS = 2000;
/** A read of the facts that has not answered by then is given up, so validation never waits on it for good. */
export const FACTS_READ_TIMEOUT_MS = 10_000;

interface FactsLoad {
  at: number;
  facts?: CompanyFact[];
  pending?: Promise<CompanyFact[]>;
}

/** Per dataset: outside the Studio Sanity wraps the client anew for each rule, so the object is no key. */
const loads = new Map<string, FactsLoad>();

/**
 * The facts as the site fills them. Validation runs every rule of the document on each edit and waits
 * for the slowest, with at most five custom rules at a time: a rule that waits for a request holds its
 * place while the rest of the form queues. So the facts are read at most once per couple of seconds
 * per dataset, and once known, rules get them at once while a newer copy loads behind them.
 */
function studioFacts(context: ValidationContext): CompanyFact[] | Promise<CompanyFact[]> {
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const { projectId, dataset, apiHost } = client.config();
  const key = `${apiHost}|${projectId}|${dataset}`;
  const load = loads.get(key) ?? { at: 0 };
  // Without facts (the first read, or one that failed) a rule always has a read to wait for: a failed
  // read is tried again by the next rule rather than leaving it nothing to wait on for two seconds.
  if (!load.pending && (!load.facts || Date.now() - load.at >= FRESH_FOR_MS)) {
    load.at = Date.now();
    const abort = new AbortController();
    const timer = setTimeout(
      () => abort.abort(new Error("The company facts did not load in time; edit again to check this field.")),
      FACTS_READ_TIMEOUT_MS,
    );
    load.pending = client
      .fetch<TokenSource | null>(contentTokensQuery, {}, { signal: abort.signal })
      .then((source) => {
        load.facts = liveTokens(source).facts;
        return load.facts;
      })
      .finally(() => {
        clearTimeout(timer);
        load.pending = undefined;
      });
    loads.set(key, load);
  }
  return load.facts ?? (load.pending as Promise<CompanyFact[]>);
}

/** A Sanity custom rule that reads the field's value through `toText` and checks it against the facts. */
export function noTypedFacts(toText: (value: unknown) => string | undefined = (value) => value as string) {
  return (value: unknown, context: ValidationContext): true | string | Promise<true | string> => {
    const text = toText(value);
    if (typeof text !== "string" || text.trim() === "") return true;
    if (OWN_FIGURE_TYPES.has(context.document?._type ?? "")) return true;
    // A Spanish document states its figures in Spanish words; the facts are the same ones.
    const locale = localeOfDocument(context.document?._id ?? "");
    const facts = studioFacts(context);
    return Array.isArray(facts)
      ? typedFactsRule(text, facts, locale)
      : facts.then((loaded) => typedFactsRule(text, loaded, locale));
  };
}

/** Facts of one kind must give one figure; the warning names both and their tokens. */
export function factConflictsRule(facts: unknown): true | string {
  if (!Array.isArray(facts)) return true;
  const conflicts = findFactConflicts(facts as StoredFact[]);
  return conflicts.length > 0 ? conflicts.map(factConflictMessage).join(" ") : true;
}

const KEY_PATTERN = /^[a-z][A-Za-z0-9]*$/;

/** A fact's key is the token copy writes, so it is one camel-case word, unique and not computed. */
export function factKeyRule(key: unknown): true | string {
  if (typeof key !== "string") return true;
  if (!KEY_PATTERN.test(key))
    return "One word in camelCase, e.g. projectsDelivered: copy writes it as {projectsDelivered}.";
  if ((computedTokenNames as readonly string[]).includes(key))
    return `{${key}} is counted by the site; pick another key.`;
  return true;
}

export function uniqueFactKeysRule(facts: unknown): true | string {
  if (!Array.isArray(facts)) return true;
  const keys = (facts as StoredFact[]).map((fact) => fact.key).filter(Boolean);
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  return repeated ? `The key ${repeated} is used twice; each fact needs its own.` : true;
}
