import { describe, expect, it } from "vitest";
import { addDays, todayIso } from "../../../lib/admin/workspace/dates.ts";
import { recurringInvoiceEditArgs, recurringInvoiceEditSchema } from "./billing-schema.ts";

const values = {
  clientId: "8c1f4f0e-6a43-4a4e-9a55-0d8f3f3c2b11",
  projectId: "",
  description: "Hosting and care",
  every: "quarter",
  nextDate: addDays(todayIso(), 3),
  dueDays: "20",
  send: true,
  taxRate: "10",
  items: [{ description: "Managed hosting", quantity: "1", unitPrice: "300" }],
};

describe("a recurring invoice's edit", () => {
  it("sends the template's fields with the version it was opened at, and not its client", () => {
    const parsed = recurringInvoiceEditSchema.parse({
      recurringId: "0b7e2d4a-1c3f-4e5a-8b9c-2d4e6f8a0b1c",
      version: "3",
      values,
    });
    const args = recurringInvoiceEditArgs(parsed);
    expect(args).toMatchObject({ p_id: "0b7e2d4a-1c3f-4e5a-8b9c-2d4e6f8a0b1c", p_version: 3 });
    expect(args.template).not.toHaveProperty("client_id");
    expect(args.template).not.toHaveProperty("project_id");
    expect(args.template).toMatchObject({
      description: "Hosting and care",
      every: "quarter",
      next_date: values.nextDate,
      due_days: 20,
      send: true,
      tax_rate: 10,
      items: [{ description: "Managed hosting", quantity: 1, unit_price: 300 }],
    });
  });

  it("is refused without a version", () => {
    const parsed = recurringInvoiceEditSchema.safeParse({
      recurringId: "0b7e2d4a-1c3f-4e5a-8b9c-2d4e6f8a0b1c",
      values,
    });
    expect(parsed.success).toBe(false);
  });
});
