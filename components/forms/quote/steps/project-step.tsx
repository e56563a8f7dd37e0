"use client";

import { budgetOptions, projectTypeOptions, timelineOptions } from "../../../../lib/validations/options.ts";
import { SelectField } from "../../form-kit.tsx";
import { pairs, stack } from "./layout.ts";
import type { QuoteStepProps } from "./step-props.ts";

/** Step 2, Project Details: project type, budget and timeline, all required. */
export function ProjectStep({ form }: QuoteStepProps) {
  return (
    <div className={stack}>
      <SelectField
        label="Project Type"
        required
        form={form}
        name="projectType"
        placeholder="Select a project type"
        options={projectTypeOptions}
      />
      <div className={pairs}>
        <SelectField
          label="Budget Range"
          required
          form={form}
          name="budget"
          placeholder="Select a budget"
          options={budgetOptions}
        />
        <SelectField
          label="Timeline"
          required
          form={form}
          name="timeline"
          placeholder="Select a timeline"
          options={timelineOptions}
        />
      </div>
    </div>
  );
}
