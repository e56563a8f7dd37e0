import { describe, expect, it } from "vitest";
import { newsletterSchema } from "../../lib/validations/newsletter.ts";
import { lazyZodResolver } from "./lazy-resolver.ts";

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyZodResolver", () => {
  it("validates with the shared schema, loading it once on first use", async () => {
    let loads = 0;
    const resolver = lazyZodResolver(async () => {
      loads += 1;
      return newsletterSchema;
    });
    expect(loads).toBe(0);

    const refused = await resolver({ email: "not-an-email" }, undefined, options);
    expect(refused.values).toEqual({});
    expect(refused.errors.email?.message).toBeTruthy();

    const accepted = await resolver({ email: "  Ada@Example.com " }, undefined, options);
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toEqual(newsletterSchema.parse({ email: "  Ada@Example.com " }));
    expect(loads).toBe(1);
  });
});
