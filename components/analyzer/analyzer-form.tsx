"use client";

import { Search } from "lucide";
import { type FormEvent, lazy, type ReactNode, Suspense, useActionState, useEffect, useState } from "react";
import { toastMessage } from "../../lib/runtime/toasts.ts";
import { type AnalyzerAnswer, analyzeWebsite } from "../../lib/seo/actions.ts";
import type { SeoAnalysis } from "../../lib/seo/types.ts";
import { css } from "../../styled-system/css/index.mjs";
import { input } from "../../styled-system/recipes/index.mjs";
import { LabelledField, SubmitButton } from "../forms/form-fields.tsx";
import { Notice } from "../ui/notice.tsx";
import { notify, preloadToaster } from "../ui/notify.ts";
import { SvgIcon } from "../ui/svg-icon.tsx";
import { requestAnalysis } from "./request-analysis.ts";

const loadReport = () => import("./analysis-report.tsx");
const AnalysisReport = lazy(() => loadReport().then((module) => ({ default: module.AnalysisReport })));

/** The report and the toaster download while the visitor types, so the first answer shows at once. */
function warm() {
  void loadReport().catch(() => {
    // React.lazy tries again when the report first renders, and reports a failure there.
  });
  preloadToaster();
}

/**
 * The analyzer's form and report: a URL in, a report of what is actually true of that page out. The
 * previous report stays on screen while a new one runs and after a failure. `children` (the scoring
 * rules, rendered on the server) sits between the form and the report.
 */
export function AnalyzerForm({ children }: { children: ReactNode }) {
  // Without JavaScript the browser posts the form to analyzeWebsite and the page comes back with the answer.
  const [posted, formAction] = useActionState(analyzeWebsite, null);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<SeoAnalysis | null>(null);
  const [status, setStatus] = useState("");
  // A tap on Analyze with no address answers with a toast: on a phone that tap is the first sign of
  // use (no hover, no focus), so the toaster comes with the form rather than after the tap.
  useEffect(preloadToaster, []);

  async function analyze(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the field, not from state: an address typed before the island's code arrived is kept.
    const target = String(new FormData(event.currentTarget).get("url") ?? "").trim();
    if (!target) {
      notify("analyzerEmptyUrl");
      return;
    }
    setRunning(true);
    setStatus(`Analyzing ${target}`);
    const outcome = await requestAnalysis(target);
    setRunning(false);
    if (outcome.ok) {
      setResult(outcome.result);
      const { url: analyzed, score, metrics } = outcome.result;
      setStatus(
        `Analysis complete for ${analyzed}. SEO score ${metrics.seoScore} out of 100, overall score ${score} out of 100.`,
      );
      notify("analysisComplete", metrics.seoScore);
    } else {
      setStatus(`Analysis failed. ${outcome.reason} ${outcome.advice}`);
      notify("analysisFailed", { reason: outcome.reason, advice: outcome.advice });
    }
  }

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "8" })}>
      <form action={formAction} onSubmit={analyze} onFocus={warm} noValidate aria-label="SEO analyzer">
        <div
          className={css({
            display: "flex",
            flexDirection: { base: "column", sm: "row" },
            alignItems: { base: "stretch", sm: "end" },
            gap: "3",
          })}
        >
          <LabelledField label="Website URL" className={css({ flex: "1" })}>
            {(control) => (
              <input
                {...control}
                type="url"
                name="url"
                inputMode="url"
                autoComplete="url"
                placeholder="Enter website URL (e.g., https://example.com)"
                defaultValue={posted?.ok ? posted.result.url : posted?.url}
                className={input()}
              />
            )}
          </LabelledField>
          <SubmitButton busy={running} busyLabel="Analyzing">
            <SvgIcon icon={Search} size={16} />
            Analyze
          </SubmitButton>
        </div>
      </form>
      <PostedAnswer posted={posted} />
      {children}
      <div role="status" aria-live="polite" className={css({ srOnly: true })}>
        {status}
      </div>
      {/* A posted answer's report renders on the server, in place: no boundary, so nothing waits for a script. */}
      {posted?.ok ? <AnalysisReport result={posted.result} running={false} /> : null}
      {result ? (
        <Suspense fallback={<p className={css({ color: "fg.muted" })}>Preparing the report…</p>}>
          <AnalysisReport result={result} running={running} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The answer to a post made without JavaScript, in the words of the toast the island would raise. */
function PostedAnswer({ posted }: { posted: AnalyzerAnswer }) {
  if (!posted) return null;
  const message = posted.ok
    ? toastMessage("analysisComplete", posted.result.metrics.seoScore)
    : posted.empty
      ? toastMessage("analyzerEmptyUrl")
      : toastMessage(
          "analysisFailed",
          posted.reason && posted.advice ? { reason: posted.reason, advice: posted.advice } : undefined,
        );
  return (
    <Notice status={posted.ok ? "success" : "error"} title={message.title}>
      {message.description}
    </Notice>
  );
}
