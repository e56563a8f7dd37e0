import { describe, expect, it } from "vitest";
import type { PortalProject } from "../../lib/portal/queries.ts";
import { nextStep } from "./project-cards.tsx";

const project = (over: Partial<PortalProject>): PortalProject =>
  ({
    id: "p",
    client_id: "c",
    name: "Site",
    description: null,
    status: "in-progress",
    progress: 40,
    start_date: "2026-01-05",
    deadline: "2026-12-18",
    end_date: null,
    milestones_total: 3,
    milestones_completed: 1,
    next_milestone: null,
    next_milestone_due: null,
    message_count: 0,
    ...over,
  }) as PortalProject;

describe("what happens next on a project", () => {
  it("names the next milestone and its due day", () => {
    expect(nextStep(project({ next_milestone: "Design review", next_milestone_due: "2026-03-02" }))).toBe(
      "Next: Design review, due Mar 2, 2026",
    );
    expect(nextStep(project({ next_milestone: "Design review" }))).toBe("Next: Design review");
  });

  it("says where the project stands when no milestone is open", () => {
    expect(nextStep(project({ status: "new" }))).toBe("Next: we review your request and plan the work.");
    expect(nextStep(project({ status: "quoted" }))).toBe("Next: your approval of our quote.");
    expect(nextStep(project({}))).toBe("Next: delivery by Dec 18, 2026");
    expect(nextStep(project({ status: "completed", next_milestone: "x" }))).toMatch(/^Delivered\./);
    expect(nextStep(project({ status: "cancelled" }))).toBe("This project was cancelled.");
  });
});
