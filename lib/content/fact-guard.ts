import type { Locale } from "../i18n/locales.ts";
import type { CompanyFact, FactKind } from "./company-facts.ts";
import { withoutTokens } from "./content-tokens.ts";
import { NUMBER_WORDS, SPANISH_NUMBER_WORDS } from "./step-count.ts";

/**
 * Reads copy for claims about the company's figures: a number with a fact's unit ("600+ projects",
 * "since 2014", "four offices", "99% uptime"). A claim that repeats a fact should write the fact's
 * token; a claim that differs from every fact of its kind contradicts the Company facts document.
 * Each kind is one row of the grammar below, so a new kind or synonym is one line.
 */

/** How a figure of a kind is written and read. */
interface FigureShape {
  /** Regex source of the figure as copy types it. */
  pattern: string;
  /** The figure as a comparable key: "1,000+" and "1K+" read the same. Null when it is not a figure. */
  read: (figure: string) => string | null;
}

interface KindGrammar {
  figure: FigureShape;
  /** Words that name the kind after the figure: "500+ projects", "60+ enterprise clients". */
  after?: string;
  /** Words that name the kind before the figure: "since 2015", "available 24/7". */
  before?: string;
}

/** A whole count, in digits or a language's words, with an optional K and plus: 500+, 1,200, 10K+, four. */
const countIn = (words: readonly string[]): FigureShape => ({
  pattern: `(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\s?[kK])?\\+?|${words.join("|")}`,
  read: (figure) => {
    const word = words.indexOf(figure.toLowerCase());
    if (word >= 0) return String(word + 1);
    const match = /^([\d,]+)(\s?[kK])?(\+)?$/.exec(figure);
    if (!match?.[1]) return null;
    const number = Number(match[1].replaceAll(",", "")) * (match[2] ? 1000 : 1);
    return `${number}${match[3] ?? ""}`;
  },
});

const count = countIn(NUMBER_WORDS);

const percent: FigureShape = {
  pattern: `\\d+(?:\\.\\d+)?\\s?%`,
  read: (figure) => {
    const number = Number.parseFloat(figure);
    return Number.isFinite(number) ? `${number}%` : null;
  },
};

const year: FigureShape = {
  pattern: `(?:19|20)\\d\\d`,
  read: (figure) => figure,
};

/** Hours of availability: 24/7, 24x7, 24/5. */
const hours: FigureShape = {
  pattern: `\\d{1,2}\\s?[/x]\\s?\\d`,
  read: (figure) => figure.replace(/\s/g, "").replace("x", "/"),
};

/** Every kind a fact may have, with the words copy uses for it. */
export const FACT_GRAMMAR: Record<FactKind, KindGrammar> = {
  projects: { figure: count, after: "projects?|engagements?" },
  clients: { figure: count, after: "clients?|customers?" },
  offices: { figure: count, after: "offices?|locations" },
  uptime: { figure: percent, after: "uptime|availability", before: "uptime(?: of)?" },
  founded: {
    figure: year,
    before: "since|founded|established|began|started|opened|in business since",
  },
  support: { figure: hours, after: "support|service|availability", before: "available|support" },
};

/** The same kinds as Spanish copy states them ("600+ proyectos", "desde 2014", "cuatro oficinas"). */
export const SPANISH_FACT_GRAMMAR: Record<FactKind, KindGrammar> = {
  projects: { figure: countIn(SPANISH_NUMBER_WORDS), after: "proyectos?" },
  clients: { figure: countIn(SPANISH_NUMBER_WORDS), after: "clientes?" },
  offices: { figure: countIn(SPANISH_NUMBER_WORDS), after: "oficinas?|sedes?" },
  uptime: {
    figure: percent,
    after: "disponibilidad|tiempo de actividad",
    before: "disponibilidad(?: del?)?",
  },
  founded: { figure: year, before: "desde|fundad[ao]s?|establecid[ao]s?|comenzamos|empezamos|abrimos" },
  support: {
    figure: hours,
    after: "soporte|servicio|atención|disponibilidad",
    before: "disponibles?|soporte|atención",
  },
};

/** Up to two words may sit between a figure and its unit ("60+ enterprise clients"). */
const ADJECTIVES_AFTER = `(?:\\s+[A-Za-z][\\w&-]*){0,2}?`;
/** Up to three words between a lead word and its figure ("began in Houston in 2015"). */
const WORDS_BEFORE = `(?:\\s+[\\w,-]+){0,3}?`;
/** A figure stands alone: not the 5 of 3.5, the 7 of 24/7 or the 50 of 150. */
const FIGURE_START = `(?<![\\w.,/])`;
const FIGURE_END = `(?![\\w%+/]|[.,]\\d)`;

interface KindPatterns {
  kind: FactKind;
  figure: FigureShape;
  patterns: RegExp[];
}

const kindPatterns = (grammar: Record<FactKind, KindGrammar>): KindPatterns[] =>
  (Object.entries(grammar) as [FactKind, KindGrammar][]).map(([kind, { figure, after, before }]) => {
    const number = `${FIGURE_START}(?<figure>${figure.pattern})${FIGURE_END}`;
    const patterns: RegExp[] = [];
    if (after) patterns.push(new RegExp(`${number}${ADJECTIVES_AFTER}\\s+(?:${after})\\b`, "gi"));
    if (before) patterns.push(new RegExp(`\\b(?:${before})${WORDS_BEFORE}\\s+${number}`, "gi"));
    return { kind, figure, patterns };
  });

/** Each language's own words: "once" is eleven in Spanish copy, and no number in English copy. */
const KIND_PATTERNS: Record<Locale, KindPatterns[]> = {
  en: kindPatterns(FACT_GRAMMAR),
  es: kindPatterns(SPANISH_FACT_GRAMMAR),
};

/** A figure of a kind, as copy states it. */
export interface FactClaim {
  kind: FactKind;
  /** The figure as typed, e.g. "600+" or "four". */
  figure: string;
  /** The figure read for comparison, e.g. "600+" or "4". */
  reading: string;
  /** Where the figure starts in the text with its tokens blanked. */
  index: number;
}

/** Every claim a text makes about a kind of fact, in order; tokens are skipped, they are the facts. */
export function findClaims(text: string, locale: Locale = "en"): FactClaim[] {
  const plain = withoutTokens(text);
  const claims = new Map<number, FactClaim>();
  for (const { kind, figure, patterns } of KIND_PATTERNS[locale]) {
    for (const pattern of patterns) {
      for (const match of plain.matchAll(pattern)) {
        const typed = match.groups?.figure;
        if (!typed || match.index === undefined) continue;
        const reading = figure.read(typed);
        if (reading === null) continue;
        const index = match.index + match[0].lastIndexOf(typed);
        if (!claims.has(index)) claims.set(index, { kind, figure: typed, reading, index });
      }
    }
  }
  return [...claims.values()].sort((a, b) => a.index - b.index);
}

/** A claim checked against the facts of its kind. */
export interface FactFinding {
  claim: FactClaim;
  /** The fact the claim repeats, or the one of its kind it disagrees with. */
  fact: CompanyFact;
  /** "typed": the figure of a fact typed instead of its token; "differs": a figure no fact gives. */
  verdict: "typed" | "differs";
}

/** The number a reading compares by, to name the nearest fact when a claim differs from all. */
const magnitude = (reading: string) => Number.parseFloat(reading.replace(/[^\d.]/g, "")) || 0;

/** Each claim of a text that repeats or contradicts the company facts. Claims of a kind no fact has pass. */
export function checkFacts(
  text: string,
  facts: readonly CompanyFact[],
  locale: Locale = "en",
): FactFinding[] {
  const findings: FactFinding[] = [];
  for (const claim of findClaims(text, locale)) {
    const ofKind = facts.filter((fact) => fact.kind === claim.kind);
    const readings = ofKind.map((fact) => FACT_GRAMMAR[fact.kind].figure.read(fact.value.trim()));
    const same = ofKind.find((_, index) => readings[index] === claim.reading);
    if (same) {
      findings.push({ claim, fact: same, verdict: "typed" });
      continue;
    }
    const nearest = ofKind
      .map((fact, index) => ({
        fact,
        distance: Math.abs(magnitude(readings[index] ?? "") - magnitude(claim.reading)),
      }))
      .sort((a, b) => a.distance - b.distance)[0];
    if (nearest) findings.push({ claim, fact: nearest.fact, verdict: "differs" });
  }
  return findings;
}

const source = (fact: CompanyFact) =>
  fact.countedFrom ? `it is counted from ${fact.countedFrom}` : "it is kept in Company facts";

export function factFindingMessage({ claim, fact, verdict }: FactFinding): string {
  if (verdict === "typed")
    return `"${claim.figure}" types the figure of "${fact.label}" (${fact.value}). Write {${fact.key}} instead: ${source(fact)}, so every page shows the same figure.`;
  const fix = fact.countedFrom
    ? `Write {${fact.key}}: ${source(fact)}.`
    : `Write {${fact.key}}, or change the figure in Company facts if it has changed.`;
  return `"${claim.figure}" disagrees with the company fact "${fact.label}" (${fact.value}). ${fix}`;
}

/** One warning for a text: each finding once, in the order the text makes them. */
export function factsWarning(
  text: string,
  facts: readonly CompanyFact[],
  locale: Locale = "en",
): string | null {
  const messages = [...new Set(checkFacts(text, facts, locale).map(factFindingMessage))];
  return messages.length > 0 ? messages.join(" ") : null;
}
