import { describe, expect, it } from "vitest";
import { marketingFigures, monthStart } from "./queries.ts";

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe("marketingFigures", () => {
  it("counts leads and subscribers per month over the last 12 months", () => {
    const figures = marketingFigures(
      {
        contacts: [{ created_at: daysAgo(1) }, { created_at: "2026-02-10T00:00:00Z" }],
        evaluations: [{ created_at: daysAgo(40) }, { created_at: "2025-01-01T00:00:00Z" }],
        subscribers: [{ subscribed_at: daysAgo(2) }, { subscribed_at: daysAgo(3) }],
      },
      now,
    );
    expect(figures.months).toHaveLength(12);
    expect(figures.months[0]).toMatchObject({ key: "2025-12", month: "Dec 25" });
    expect(figures.months[11]).toEqual({ key: "2026-11", month: "Nov 26", leads: 1, subscribers: 2 });
    expect(figures.months.find((m) => m.key === "2026-10")?.leads).toBe(1);
    expect(figures.months.find((m) => m.key === "2026-02")?.leads).toBe(1);
    expect(figures.leadsInPeriod).toBe(3);
    expect(figures.leadsLast30).toBe(1);
    expect(figures.leadsPrevious30).toBe(1);
    expect(figures.subscribersInPeriod).toBe(2);
  });

  it("starts months in UTC across a year boundary", () => {
    expect(monthStart(new Date("2026-01-15T00:00:00Z"), 1).toISOString()).toBe("2025-12-01T00:00:00.000Z");
  });
});
