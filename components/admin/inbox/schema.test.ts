import { describe, expect, it } from "vitest";
import { leadWorkflowSchema } from "./schema.ts";

const id = "3f2a1c4e-8b7d-4e6f-9a0b-1c2d3e4f5a6b";

describe("leadWorkflowSchema", () => {
  it("accepts each kind's own statuses and keeps notes as typed", () => {
    expect(
      leadWorkflowSchema.parse({ kind: "quote", id, version: 3, status: "quoted", notes: " Sent v2 \n" }),
    ).toEqual({
      kind: "quote",
      id,
      version: 3,
      status: "quoted",
      notes: " Sent v2 \n",
      assignedTo: null,
      followUpOn: null,
    });
    expect(
      leadWorkflowSchema.parse({
        kind: "contact",
        id,
        version: 1,
        status: "new",
        notes: "",
        assignedTo: id,
        followUpOn: "2026-12-01",
      }),
    ).toMatchObject({ assignedTo: id, followUpOn: "2026-12-01" });
    expect(
      leadWorkflowSchema.safeParse({ kind: "contact", id, version: 1, status: "replied", notes: "" }).data
        ?.notes,
    ).toBeNull();
  });

  it.each([
    [
      { kind: "contact", id, version: 1, status: "quoted", notes: "" },
      "Please choose a status from the list.",
    ],
    [
      { kind: "evaluation", id, version: 1, status: "replied", notes: "" },
      "Please choose a status from the list.",
    ],
    [{ kind: "quote", id: "1; drop", version: 1, status: "new", notes: "" }, "This lead no longer exists."],
    [
      { kind: "quote", id, version: 1, status: "new", notes: "x".repeat(2001) },
      "Notes can be at most 2000 characters.",
    ],
    [
      { kind: "quote", id, version: 1, status: "new", notes: "", followUpOn: "2026-02-31" },
      "Follow up on must be a valid date.",
    ],
    [
      { kind: "quote", id, version: 1, status: "new", notes: "", assignedTo: "me" },
      "Please choose a team member from the list.",
    ],
    [
      { kind: "quote", id, status: "new", notes: "" },
      "Reload the form: it does not say which version it was opened from.",
    ],
  ])("refuses %j", (input, message) => {
    const result = leadWorkflowSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("refuses newsletter subscribers, which have no status or notes", () => {
    expect(leadWorkflowSchema.safeParse({ kind: "newsletter", id, status: "new", notes: "" }).success).toBe(
      false,
    );
  });
});
