"use client";

import { onDemand } from "@/components/ui/on-demand";

/*
 * The analyzer's form and report as an island whose code (the form kit, the report) loads when a visitor
 * is about to reach or use it, not with the service page: the server renders the form meanwhile.
 */
export const AnalyzerIsland = onDemand(() => import("./analyzer-form").then((m) => m.AnalyzerForm));
