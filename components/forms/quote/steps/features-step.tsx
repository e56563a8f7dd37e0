"use client";

import { Check } from "lucide";

import { useId } from "react";
import { Controller } from "react-hook-form";
import { featureOptions, industryOptions } from "../../../../lib/validations/options.ts";
import { css, cx } from "../../../../styled-system/css/index.mjs";
import { checkbox, fieldset } from "../../../../styled-system/recipes/index.mjs";
import { SvgIcon } from "../../../ui/svg-icon.tsx";
import { FieldError, SelectField, TextAreaField, TextField } from "../../form-kit.tsx";
import { pairs, stack } from "./layout.ts";
import type { QuoteStepProps } from "./step-props.ts";

const group = fieldset();
const box = checkbox();
const choiceGrid = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
  gap: "2",
  mt: "2",
});
const choice = cx(
  box.root,
  css({
    borderWidth: "1px",
    borderColor: "border",
    bg: "bg",
    borderRadius: "l2",
    px: "3",
    py: "2.5",
    cursor: "pointer",
    colorPalette: "brand",
    _checked: { borderColor: "brand.solid", bg: "brand.subtle" },
    "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" },
  }),
);
// The native box is the control: keyboard, form and screen readers know it; the drawn box is its look.
const nativeBox = css({ srOnly: true });

/** Step 3, Features & Requirements: description and industry required; website and features optional. */
export function FeaturesStep({ form, words }: QuoteStepProps) {
  const w = words.form;
  const industryChoices = industryOptions.map((value) => ({ value, label: w.industries[value] }));
  const featuresError = form.getFieldState("features", form.formState).error?.message;
  const errorId = `${useId()}-features-error`;
  return (
    <div className={stack}>
      <TextAreaField
        label={w.fields.description}
        required
        form={form}
        name="description"
        placeholder={w.placeholders.description}
      />
      <div className={pairs}>
        <SelectField
          label={w.fields.industry}
          required
          form={form}
          name="industry"
          placeholder={w.placeholders.industry}
          options={industryChoices}
        />
        <TextField
          label={w.fields.currentWebsite}
          form={form}
          name="currentWebsite"
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="url"
          size="lg"
        />
      </div>
      <Controller
        control={form.control}
        name="features"
        render={({ field }) => {
          const chosen = new Set<string>(field.value ?? []);
          const toggle = (feature: string, on: boolean) => {
            const next = new Set(chosen);
            if (on) next.add(feature);
            else next.delete(feature);
            field.onChange(featureOptions.filter((f) => next.has(f)));
          };
          return (
            <fieldset
              className={group.root}
              data-invalid={featuresError ? "" : undefined}
              aria-describedby={featuresError ? errorId : undefined}
            >
              <legend className={cx(group.legend, css({ fontWeight: "medium", textStyle: "sm" }))}>
                {w.fields.features}
              </legend>
              <p className={group.helperText}>{w.featuresHelp}</p>
              <div className={choiceGrid}>
                {featureOptions.map((feature) => {
                  const checked = chosen.has(feature);
                  const state = checked ? "checked" : "unchecked";
                  return (
                    <label key={feature} className={choice} data-state={state}>
                      <input
                        type="checkbox"
                        name="features"
                        value={feature}
                        className={nativeBox}
                        checked={checked}
                        onChange={(event) => toggle(feature, event.target.checked)}
                        onBlur={field.onBlur}
                      />
                      <span className={box.control} data-state={state} aria-hidden="true">
                        {checked ? <SvgIcon icon={Check} size={14} strokeWidth={3} /> : null}
                      </span>
                      <span className={box.label}>{w.features[feature]}</span>
                    </label>
                  );
                })}
              </div>
              <FieldError id={errorId} message={featuresError} />
            </fieldset>
          );
        }}
      />
    </div>
  );
}
