"use client";

import { Search } from "lucide";
import { type FormEvent, lazy, type ReactNode, Suspense, useActionState, useEffect, useState } from "react";
import type { Locale } from "../../lib/i18n/locales.ts";
import { LOCALE_FIELD } from "../../lib/leads/result.ts";
import { afterNextPaint } from "../../lib/runtime/schedule.ts";
import { type AnalyzerAnswer, analyzeWebsite } from "../../lib/seo/actions.ts";
import { say } from "../../lib/seo/say.ts";
import type { SeoAnalysis } from "../../lib/seo/types.ts";
import type { AnalyzerWords } from "../../lib/seo/words.ts";
import { css } from "../../styled-system/css/index.mjs";
import { input } from "../../styled-system/recipes/index.mjs";
import { LabelledField, SubmitButton } from "../forms/form-fields.tsx";
import { Notice } from "../ui/notice.tsx";
import { notifyIn, preloadToaster } from "../ui/notify.ts";
import { SvgIcon } from "../ui/svg-icon.tsx";
import { requestAnalysis } from "./request-analysis.ts";

const loadReport = () => import("./analysis-report.tsx");
const AnalysisReport = lazy(() => loadReport().then((module) => ({ default: module.AnalysisReport })));

/**
 * The report and the toaster download while the visitor types, so the first answer shows at once. Begun
 * after the frame the focus paints: the focus of a tap on Analyze comes inside that tap.
 */
function warm() {
  afterNextPaint(() => {
    void loadReport().catch(() => {
      // React.lazy tries again when the report first renders, and reports a failure there.
    });
    preloadToaster();
  });
}

export interface AnalyzerFormProps {
  children: ReactNode;
  /** The page's language and the analyzer's words in it (one language's, from the server). */
  locale: Locale;
  words: AnalyzerWords;
  /** The name of a toast's close button, in the page's language. */
  dismissToast: string;
}

/** A toast's words with its slots filled. */
const toast = (words: AnalyzerWords, entry: { title: string; description: string }, values = {}) => ({
  title: entry.title,
  description: say(words, entry.description, values),
});

/**
 * The analyzer's form and report: a URL in, a report of what is actually true of that page out. The
 * previous report stays on screen while a new one runs and after a failure. `children` (the scoring
 * rules, rendered on the server) sits between the form and the report.
 */
export function AnalyzerForm({ children, locale, words, dismissToast }: AnalyzerFormProps) {
  // Without JavaScript the browser posts the form to analyzeWebsite and the page comes back with the answer.
  const [posted, formAction] = useActionState(analyzeWebsite, null);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<SeoAnalysis | null>(null);
  const [status, setStatus] = useState("");
  // Analyze with no address marks the field at once, in the tap's own frame; the toast says why.
  const [emptyMarked, setEmptyMarked] = useState(false);
  // A tap on Analyze with no address answers with a toast: on a phone that tap is the first sign of
  // use (no hover, no focus), so the toaster comes with the form rather than after the tap.
  useEffect(preloadToaster, []);

  /** A toast in the page's language, its close button too. */
  const withClose = (entry: { title: string; description: string }) => ({ ...entry, dismiss: dismissToast });

  async function analyze(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the field, not from state: an address typed before the island's code arrived is kept.
    const target = String(new FormData(event.currentTarget).get("url") ?? "").trim();
    if (!target) {
      setEmptyMarked(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="url"]')?.focus();
      notifyIn(withClose(words.toasts.emptyUrl), "analyzerEmptyUrl");
      return;
    }
    setEmptyMarked(false);
    setRunning(true);
    setStatus(say(words, words.status.running, { url: target }));
    const outcome = await requestAnalysis(target, { locale, words });
    setRunning(false);
    if (outcome.ok) {
      setResult(outcome.result);
      const { url, score, metrics } = outcome.result;
      setStatus(say(words, words.status.complete, { url, seoScore: metrics.seoScore, score }));
      notifyIn(
        withClose(toast(words, words.toasts.complete, { seoScore: metrics.seoScore })),
        "analysisComplete",
        metrics.seoScore,
      );
    } else {
      const failure = { reason: outcome.reason, advice: outcome.advice };
      setStatus(say(words, words.status.failed, failure));
      notifyIn(withClose(toast(words, words.toasts.failed, failure)), "analysisFailed", failure);
    }
  }

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "8" })}>
      <form action={formAction} onSubmit={analyze} onFocus={warm} noValidate aria-label={words.form.name}>
        <div
          className={css({
            display: "flex",
            flexDirection: { base: "column", sm: "row" },
            alignItems: { base: "stretch", sm: "end" },
            gap: "3",
          })}
        >
          <LabelledField label={words.form.url} className={css({ flex: "1" })}>
            {(control) => (
              <input
                {...control}
                type="url"
                name="url"
                required
                inputMode="url"
                autoComplete="url"
                placeholder={words.form.placeholder}
                aria-invalid={emptyMarked || undefined}
                onInput={() => setEmptyMarked(false)}
                defaultValue={posted?.ok ? posted.result.url : posted?.url}
                className={input()}
              />
            )}
          </LabelledField>
          <SubmitButton busy={running} busyLabel={words.form.analyzing}>
            <SvgIcon icon={Search} size={16} />
            {words.form.analyze}
          </SubmitButton>
        </div>
        {/* Posted with the form, scripts or not: the server words its answer in the page's language. */}
        <input type="hidden" name={LOCALE_FIELD} value={locale} />
      </form>
      <PostedAnswer posted={posted} words={words} />
      {children}
      <div role="status" aria-live="polite" className={css({ srOnly: true })}>
        {status}
      </div>
      {/* A posted answer's report renders on the server, in place: no boundary, so nothing waits for a script. */}
      {posted?.ok ? (
        <AnalysisReport result={posted.result} running={false} words={words} locale={locale} />
      ) : null}
      {result ? (
        <Suspense fallback={<p className={css({ color: "fg.muted" })}>{words.form.preparing}</p>}>
          <AnalysisReport result={result} running={running} words={words} locale={locale} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The answer to a post made without JavaScript, in the words of the toast the island would raise. */
function PostedAnswer({ posted, words }: { posted: AnalyzerAnswer; words: AnalyzerWords }) {
  if (!posted) return null;
  const message = posted.ok
    ? toast(words, words.toasts.complete, { seoScore: posted.result.metrics.seoScore })
    : posted.empty
      ? words.toasts.emptyUrl
      : posted.reason && posted.advice
        ? toast(words, words.toasts.failed, { reason: posted.reason, advice: posted.advice })
        : words.toasts.failedPlain;
  return (
    <Notice status={posted.ok ? "success" : "error"} title={message.title}>
      {message.description}
    </Notice>
  );
}
