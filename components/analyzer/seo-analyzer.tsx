import type { Locale } from "../../lib/i18n/locales.ts";
import { analyzerWordsIn, toastDismissIn } from "../../lib/seo/language.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { card } from "../../styled-system/recipes/index.mjs";
import { AnalyzerIsland } from "./analyzer-island.tsx";
import { HowWeScore } from "./how-we-score.tsx";

const frame = card({ variant: "outline" });

/**
 * The free SEO analyzer on the page that turns it on: the frame and the scoring rules render on the
 * server; only the form and its report are a client island, loaded on demand and styled by Panda like the lead forms.
 */
export function SeoAnalyzer({ locale = "en" }: { locale?: Locale }) {
  const words = analyzerWordsIn(locale);
  return (
    <section aria-labelledby="seo-analyzer-title" className={cx(frame.root, css({ borderRadius: "l3" }))}>
      <div className={frame.header}>
        <h2
          id="seo-analyzer-title"
          className={css({ textStyle: { base: "2xl", md: "3xl" }, fontWeight: "semibold" })}
        >
          {words.heading}
        </h2>
        <p className={css({ color: "fg.muted" })}>{words.intro}</p>
      </div>
      <div className={frame.body}>
        <AnalyzerIsland locale={locale} words={words} dismissToast={toastDismissIn(locale)}>
          <HowWeScore words={words} />
        </AnalyzerIsland>
      </div>
    </section>
  );
}
