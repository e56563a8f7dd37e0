/**
 * A reminder's step as staff read it: "3 days before due", "On the due date", "7 days after due"
 * (public.reminder_step_label writes the log's the same way).
 */
export function reminderStepLabel(offsetDays: number): string {
  if (offsetDays === 0) return "On the due date";
  const days = Math.abs(offsetDays);
  return `${days} ${days === 1 ? "day" : "days"} ${offsetDays < 0 ? "before" : "after"} due`;
}
