"use client";

import { budgetOptions, projectTypeOptions, timelineOptions } from "../../../../lib/validations/options.ts";
import { SelectField } from "../../form-kit.tsx";
import { pairs, stack } from "./layout.ts";
import type { QuoteStepProps } from "./step-props.ts";

/** The options of a list, labelled in the page's language. */
const worded = <V extends string>(options: readonly { value: V }[], labels: Record<V, string>) =>
  options.map(({ value }) => ({ value, label: labels[value] }));

/** Step 2, Project Details: project type, budget and timeline, all required. */
export function ProjectStep({ form, words }: QuoteStepProps) {
  const w = words.form;
  return (
    <div className={stack}>
      <SelectField
        label={w.fields.projectType}
        required
        form={form}
        name="projectType"
        placeholder={w.placeholders.projectType}
        options={worded(projectTypeOptions, w.projectTypes)}
      />
      <div className={pairs}>
        <SelectField
          label={w.fields.budget}
          required
          form={form}
          name="budget"
          placeholder={w.placeholders.budget}
          options={worded(budgetOptions, w.budgets)}
        />
        <SelectField
          label={w.fields.timeline}
          required
          form={form}
          name="timeline"
          placeholder={w.placeholders.timeline}
          options={worded(timelineOptions, w.timelines)}
        />
      </div>
    </div>
  );
}
