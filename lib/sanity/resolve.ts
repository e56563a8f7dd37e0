import { fillStepCounts, QUOTE_STEP_COUNT, type StepCounts } from "../content/step-count.ts";
import { stepCountsQuery } from "./queries.ts";

export type QueryRunner = <R>(query: string, params: Record<string, unknown>) => Promise<R>;

/** Runs a query and its step counts on the same source, and puts the live counts into the copy. */
export async function fetchWithStepCounts<T>(
  run: QueryRunner,
  query: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  const [result, counts] = await Promise.all([
    run<T>(query, params),
    run<{ processSteps: number | null }>(stepCountsQuery, {}),
  ]);
  const stepCounts: StepCounts = { quoteSteps: QUOTE_STEP_COUNT, processSteps: counts.processSteps ?? 0 };
  return fillStepCounts(result, stepCounts);
}
