import { todayIso } from "../../../lib/admin/workspace/dates.ts";
import { formatStoredEstimate } from "../../../lib/quote/estimate.ts";
import { type CsvColumn, toCsv } from "../../../lib/runtime/csv.ts";
import { budgetLabel, KIND_LABELS, statusLabel, timelineLabel } from "./params.ts";
import type { InboxLead } from "./types.ts";

/** The export's columns: every field a lead can have, in the order the detail view shows them. */
export const INBOX_CSV_COLUMNS: readonly CsvColumn<InboxLead>[] = [
  { header: "Kind", value: (lead) => KIND_LABELS[lead.kind] },
  { header: "Received (UTC)", value: (lead) => new Date(lead.created_at).toISOString() },
  { header: "Name", value: (lead) => lead.name },
  { header: "Email", value: (lead) => lead.email },
  { header: "Phone", value: (lead) => lead.phone },
  { header: "Company", value: (lead) => lead.company },
  { header: "Service", value: (lead) => lead.service_name },
  { header: "Budget", value: (lead) => budgetLabel(lead.estimated_budget) },
  { header: "Timeline", value: (lead) => timelineLabel(lead.timeline) },
  {
    header: "Instant estimate",
    value: (lead) => formatStoredEstimate(lead.estimate_low, lead.estimate_high),
  },
  { header: "Message", value: (lead) => lead.body },
  { header: "Status", value: (lead) => statusLabel(lead.status) },
  { header: "Notes", value: (lead) => lead.notes },
];

export const inboxCsv = (leads: readonly InboxLead[]) => toCsv(leads, INBOX_CSV_COLUMNS);

/** leads-2026-11-22.csv: the day of the export, in UTC like the Received column. */
export const inboxCsvFilename = (now = new Date()) => `leads-${todayIso(now)}.csv`;
