import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { inboxCsv, inboxCsvFilename } from "./csv.ts";
import type { InboxLead } from "./types.ts";

const quote: InboxLead = {
  kind: "quote",
  id: "3f2a1c4e-8b7d-4e6f-9a0b-1c2d3e4f5a6b",
  created_at: "2026-11-22T20:29:23.123456+00:00",
  name: "Quinn",
  email: "quinn@example.com",
  phone: "+1 713 555 0100",
  company: "Formula Co",
  service: "web-applications",
  service_name: "Web Applications",
  estimated_budget: "50k-100k",
  timeline: "standard",
  body: "=cmd|' /C calc'!A0",
  status: "in-review",
  notes: null,
  is_active: null,
  estimate_low: 33000,
  estimate_high: 66000,
  estimate_note: "A starting range.",
  suspected_spam: false,
  version: 1,
  assigned_to: null,
  follow_up_on: null,
  locale: "en",
};

describe("inboxCsv", () => {
  it("writes one row per lead with readable labels and guarded cells", () => {
    const [header, row] = Papa.parse<string[]>(inboxCsv([quote]).slice(1)).data;
    expect(header).toEqual([
      "Kind",
      "Received (UTC)",
      "Name",
      "Email",
      "Phone",
      "Company",
      "Service",
      "Budget",
      "Timeline",
      "Instant estimate",
      "Message",
      "Status",
      "Notes",
    ]);
    expect(row).toEqual([
      "Quote request",
      "2026-11-22T20:29:23.123Z",
      "Quinn",
      "quinn@example.com",
      "+1 713 555 0100",
      "Formula Co",
      "Web Applications",
      "$50,000-$100,000",
      "2-4 months",
      "$33,000 – $66,000",
      "'=cmd|' /C calc'!A0",
      "In Review",
      "",
    ]);
  });

  it("names the file after the day", () => {
    expect(inboxCsvFilename(new Date("2026-11-22T23:59:00Z"))).toBe("leads-2026-11-22.csv");
  });
});
