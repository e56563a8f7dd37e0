"use client";

import { onDemand } from "../ui/on-demand.tsx";

/*
 * The analyzer's form and report as an island whose code (the form kit, the report) loads when a visitor
 * is about to reach or use it, not with the service page: the server renders the form meanwhile.
 * The toaster's code is fetched beside it: Analyze with no address answers with a toast, and a tap made
 * before the island came would otherwise wait for the island's code, then for the toaster's, one slow
 * round trip after the other. (The form mounts the toaster once it runs: components/ui/notify.ts.) Not
 * through notify's preloadToaster: that would bring notify and the toast catalogue into the service page's
 * start-up scripts (143.1 → 144.6 KiB gzip, measured), where the import below names only a chunk.
 */
export const AnalyzerIsland = onDemand(() => {
  void import("../ui/toaster-root.tsx").catch(() => {
    // notify() asks again on the first toast, and reports a failure there.
  });
  return import("./analyzer-form.tsx").then((m) => m.AnalyzerForm);
});
