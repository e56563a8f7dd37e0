import { describe, expect, it } from "vitest";
import { noHardCodedCounts, noHardCodedCountsInBlocks } from "./fields.ts";

describe("the hard-coded count warning", () => {
  it("reads a document's copy in its language", () => {
    const spanish = { document: { _id: "drafts.processPage__i18n_es" } };
    expect(noHardCodedCounts("Nuestras seis fases", spanish)).toContain('"seis fases" types a count');
    expect(noHardCodedCounts("Our six phases", { document: { _id: "processPage" } })).toContain(
      '"six phases" types a count',
    );
    expect(noHardCodedCounts("Nuestras {processSteps} fases", spanish)).toBe(true);
    expect(noHardCodedCountsInBlocks([{ children: [{ text: "En 4 pasos" }] }], spanish)).toContain("4 pasos");
  });
});
