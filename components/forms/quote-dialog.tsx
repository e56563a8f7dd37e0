"use client";

import {
  Box,
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Check } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { keepOpenOnFocusOutside } from "@/components/ui/dialog-focus";
import { submitQuote } from "@/lib/leads/actions";
import { estimateQuote, formatEstimateRange } from "@/lib/quote/estimate";
import type { PricingModel } from "@/lib/quote/pricing";
import { quoteSteps } from "@/lib/quote/steps";
import {
  budgetOptions,
  featureOptions,
  industryOptions,
  labelOf,
  projectTypeOptions,
  timelineOptions,
} from "@/lib/validations/options";
import {
  clampQuoteStep,
  emptyQuote,
  isQuoteStepFilled,
  QUOTE_STEP_COUNT,
  type QuoteField,
  type QuoteInput,
  type QuotePrefill,
  type QuoteValues,
  quoteSchema,
  quoteStepFields,
} from "@/lib/validations/quote";
import { FormField, FormMessage, Honeypot, useLeadSubmit } from "./form-kit";

export interface QuoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  finalFocusEl: () => HTMLElement | null;
  pricing: PricingModel | null;
  prefill?: QuotePrefill;
}

function Select({
  placeholder,
  options,
  ...field
}: {
  placeholder: string;
  options: readonly { value: string; label: string }[];
} & React.ComponentProps<"select">) {
  return (
    <NativeSelect.Root size="lg">
      <NativeSelect.Field {...field}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function StepProgress({ step }: { step: number }) {
  return (
    <Stack gap="3">
      <Box as="ol" display="flex" gap="2" listStyleType="none" aria-label="Quote request progress">
        {quoteSteps.map((title, index) => {
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <HStack
              as="li"
              key={title}
              flex={{ base: current ? "1" : "0 0 auto", md: "1" }}
              gap="2"
              minW="0"
              aria-current={current ? "step" : undefined}
              color={current ? "fg" : "fg.muted"}
            >
              <Box
                flexShrink={0}
                display="grid"
                placeItems="center"
                boxSize="7"
                borderRadius="full"
                fontSize="xs"
                fontWeight="bold"
                borderWidth="2px"
                borderColor={done || current ? "brand.solid" : "border"}
                bg={done ? "brand.solid" : current ? "brand.subtle" : "bg"}
                color={done ? "brand.contrast" : current ? "brand.fg" : "fg.muted"}
              >
                {done ? <Check size={14} aria-hidden="true" /> : number}
              </Box>
              <Text
                textStyle="xs"
                fontWeight={current ? "semibold" : "medium"}
                lineClamp={2}
                display={{ base: current ? "block" : "none", md: "block" }}
              >
                <VisuallyHidden>
                  Step {number}
                  {done ? ", completed" : ""}:{" "}
                </VisuallyHidden>
                {title}
              </Text>
            </HStack>
          );
        })}
      </Box>
      <Progress.Root
        value={(step / QUOTE_STEP_COUNT) * 100}
        size="xs"
        colorPalette="brand"
        aria-label={`Step ${step} of ${QUOTE_STEP_COUNT}`}
      >
        <Progress.Track borderRadius="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

/** The estimate of the answers as they are; the server stores the same figure with the request. */
function InstantEstimate({ values, pricing }: { values: Partial<QuoteInput>; pricing: PricingModel | null }) {
  const estimate = pricing ? estimateQuote(values, pricing) : null;
  return (
    <Box
      as="section"
      aria-labelledby="quote-estimate-title"
      borderRadius="l2"
      borderWidth="1px"
      borderColor="brand.muted"
      bg="brand.subtle"
      p="4"
    >
      <Text
        id="quote-estimate-title"
        textStyle="xs"
        fontWeight="semibold"
        letterSpacing="0.14em"
        textTransform="uppercase"
        color="brand.fg"
      >
        Instant estimate
      </Text>
      {estimate ? (
        <>
          <Text fontFamily="heading" fontWeight="bold" textStyle={{ base: "xl", md: "2xl" }} mt="1">
            {formatEstimateRange(estimate)}
          </Text>
          <Text textStyle="sm" color="fg.muted" mt="1">
            {estimate.note}
          </Text>
        </>
      ) : (
        <Text textStyle="sm" mt="1">
          The instant estimate is not available right now. Your detailed proposal will include pricing.
        </Text>
      )}
    </Box>
  );
}

/** The four-step quote request (spec §2 "Quote dialog", §4, §5): a modal form in steps. */
export function QuoteDialog({ open, onOpenChange, finalFocusEl, pricing, prefill }: QuoteDialogProps) {
  const [step, setStep] = useState(1);
  const form = useForm<QuoteInput, unknown, QuoteValues>({
    resolver: zodResolver(quoteSchema),
    defaultValues: { ...emptyQuote, ...prefill },
  });
  const { submit, honeypot, message } = useLeadSubmit({
    form,
    action: submitQuote,
    successToast: "quoteSubmitted",
    failedToast: "quoteFailed",
    onSuccess: () => {
      setStep(1);
      onOpenChange(false);
    },
  });
  const values = useWatch({ control: form.control }) as Partial<QuoteInput>;
  const stepFilled = isQuoteStepFilled(step, values);
  const { errors, isSubmitting } = form.formState;
  const bodyRef = useRef<HTMLDivElement>(null);
  const changedStep = useRef(false);

  // After Next Step or Previous, focus goes to the new step's first field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step change is the trigger
  useEffect(() => {
    if (!changedStep.current) return;
    changedStep.current = false;
    bodyRef.current?.querySelector<HTMLElement>("input:not([tabindex='-1']), select, textarea")?.focus();
  }, [step]);

  const goTo = (next: number) => {
    changedStep.current = true;
    setStep(clampQuoteStep(next));
  };

  const next = async () => {
    const fields = quoteStepFields[step - 1]?.fields ?? [];
    if (!isQuoteStepFilled(step, form.getValues())) return;
    if (await form.trigger(fields as QuoteField[], { shouldFocus: true })) goTo(step + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < QUOTE_STEP_COUNT) {
      event.preventDefault();
      void next();
      return;
    }
    void submit(event);
  };

  const fieldError = (name: QuoteField) => errors[name]?.message as string | undefined;

  return (
    <Dialog.Root
      onFocusOutside={keepOpenOnFocusOutside}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={{ base: "full", md: "lg" }}
      placement="center"
      scrollBehavior="inside"
      motionPreset="slide-in-bottom"
      finalFocusEl={finalFocusEl}
      closeOnInteractOutside={false}
      // Drawn hidden as soon as the trigger mounts it (pointed at or focused), so the click only shows
      // it: Chakra's styles for every part are written and laid out before, not while the visitor waits.
      lazyMount={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius={{ base: "0", md: "l3" }} minH={{ base: "100dvh", md: "0" }}>
            <form onSubmit={onSubmit} noValidate style={{ display: "contents" }}>
              <Dialog.Header flexDirection="column" alignItems="stretch" gap="5" pb="4">
                <Stack gap="1" pe="10">
                  <Text
                    textStyle="xs"
                    fontWeight="semibold"
                    letterSpacing="0.14em"
                    textTransform="uppercase"
                    color="brand.fg"
                  >
                    Step {step} of {QUOTE_STEP_COUNT}
                  </Text>
                  <Dialog.Title fontFamily="heading" textStyle={{ base: "xl", md: "2xl" }}>
                    Get Your Comprehensive Quote
                  </Dialog.Title>
                  <Dialog.Description color="fg.muted" textStyle="sm">
                    Tell us about your project. We reply within 24 hours with a detailed proposal.
                  </Dialog.Description>
                </Stack>
                <StepProgress step={step} />
              </Dialog.Header>

              <Dialog.Body ref={bodyRef}>
                <Fieldset.Root>
                  <Fieldset.Legend fontFamily="heading" textStyle="lg" fontWeight="semibold" mb="4">
                    {quoteSteps[step - 1]}
                  </Fieldset.Legend>
                  <Fieldset.Content gap="4">
                    {step === 1 ? (
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                        <FormField label="Full Name" required error={fieldError("name")}>
                          <Input size="lg" autoComplete="name" {...form.register("name")} />
                        </FormField>
                        <FormField label="Email Address" required error={fieldError("email")}>
                          <Input size="lg" type="email" autoComplete="email" {...form.register("email")} />
                        </FormField>
                        <FormField label="Phone Number" required error={fieldError("phone")}>
                          <Input size="lg" type="tel" autoComplete="tel" {...form.register("phone")} />
                        </FormField>
                        <FormField label="Company" error={fieldError("company")}>
                          <Input size="lg" autoComplete="organization" {...form.register("company")} />
                        </FormField>
                      </SimpleGrid>
                    ) : null}

                    {step === 2 ? (
                      <Stack gap="4">
                        <FormField label="Project Type" required error={fieldError("projectType")}>
                          <Select
                            placeholder="Select a project type"
                            options={projectTypeOptions}
                            {...form.register("projectType")}
                          />
                        </FormField>
                        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                          <FormField label="Budget Range" required error={fieldError("budget")}>
                            <Select
                              placeholder="Select a budget"
                              options={budgetOptions}
                              {...form.register("budget")}
                            />
                          </FormField>
                          <FormField label="Timeline" required error={fieldError("timeline")}>
                            <Select
                              placeholder="Select a timeline"
                              options={timelineOptions}
                              {...form.register("timeline")}
                            />
                          </FormField>
                        </SimpleGrid>
                      </Stack>
                    ) : null}

                    {step === 3 ? (
                      <Stack gap="4">
                        <FormField label="Project Description" required error={fieldError("description")}>
                          <Textarea
                            rows={4}
                            resize="vertical"
                            placeholder="What should it do, and for whom?"
                            {...form.register("description")}
                          />
                        </FormField>
                        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                          <FormField label="Industry" required error={fieldError("industry")}>
                            <Select
                              placeholder="Select an industry"
                              options={industryOptions.map((value) => ({ value, label: value }))}
                              {...form.register("industry")}
                            />
                          </FormField>
                          <FormField label="Current Website" error={fieldError("currentWebsite")}>
                            <Input
                              size="lg"
                              type="url"
                              inputMode="url"
                              placeholder="https://"
                              {...form.register("currentWebsite")}
                            />
                          </FormField>
                        </SimpleGrid>
                        <Controller
                          control={form.control}
                          name="features"
                          render={({ field }) => {
                            const chosen = new Set<string>(field.value ?? []);
                            return (
                              <Fieldset.Root invalid={Boolean(errors.features)}>
                                <Fieldset.Legend fontWeight="medium" textStyle="sm">
                                  Features
                                </Fieldset.Legend>
                                <Fieldset.HelperText>Choose any that apply.</Fieldset.HelperText>
                                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
                                  {featureOptions.map((feature) => (
                                    <Checkbox.Root
                                      key={feature}
                                      checked={chosen.has(feature)}
                                      onCheckedChange={(details) => {
                                        const nextSet = new Set(chosen);
                                        if (details.checked === true) nextSet.add(feature);
                                        else nextSet.delete(feature);
                                        field.onChange(featureOptions.filter((f) => nextSet.has(f)));
                                      }}
                                      borderWidth="1px"
                                      borderColor={chosen.has(feature) ? "brand.solid" : "border"}
                                      bg={chosen.has(feature) ? "brand.subtle" : "bg"}
                                      borderRadius="l2"
                                      px="3"
                                      py="2.5"
                                    >
                                      <Checkbox.HiddenInput />
                                      <Checkbox.Control />
                                      <Checkbox.Label>{feature}</Checkbox.Label>
                                    </Checkbox.Root>
                                  ))}
                                </SimpleGrid>
                                <Fieldset.ErrorText color="red.700">
                                  {errors.features?.message}
                                </Fieldset.ErrorText>
                              </Fieldset.Root>
                            );
                          }}
                        />
                      </Stack>
                    ) : null}

                    {step === 4 ? (
                      <Stack gap="5">
                        <FormField label="Goals" error={fieldError("goals")} helper="Optional">
                          <Textarea
                            rows={4}
                            resize="vertical"
                            placeholder="What does success look like for this project?"
                            {...form.register("goals")}
                          />
                        </FormField>
                        <InstantEstimate values={values} pricing={pricing} />
                        <Box borderRadius="l2" bg="bg.subtle" p="4" textStyle="sm">
                          <Text fontWeight="semibold" mb="2">
                            Your request
                          </Text>
                          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
                            {[
                              ["Name", values.name],
                              ["Email", values.email],
                              ["Project", labelOf(projectTypeOptions, values.projectType ?? "")],
                              ["Budget", labelOf(budgetOptions, values.budget ?? "")],
                              ["Timeline", labelOf(timelineOptions, values.timeline ?? "")],
                              ["Industry", values.industry],
                            ].map(([term, detail]) => (
                              <Box key={term} display="contents">
                                <Text as="dt" color="fg.muted">
                                  {term}
                                </Text>
                                <Text as="dd" wordBreak="break-word">
                                  {detail}
                                </Text>
                              </Box>
                            ))}
                          </Box>
                        </Box>
                      </Stack>
                    ) : null}
                  </Fieldset.Content>
                </Fieldset.Root>
                <Honeypot inputRef={honeypot} />
                <Box mt="4">
                  <FormMessage message={message} />
                </Box>
              </Dialog.Body>

              <Dialog.Footer justifyContent="space-between" borderTopWidth="1px" borderColor="border" pt="4">
                <Button type="button" variant="outline" disabled={step === 1} onClick={() => goTo(step - 1)}>
                  Previous
                </Button>
                {step < QUOTE_STEP_COUNT ? (
                  <Button key="next" type="submit" disabled={!stepFilled}>
                    Next Step
                  </Button>
                ) : (
                  <Button key="submit" type="submit" loading={isSubmitting} loadingText="Submitting...">
                    Submit Quote Request
                  </Button>
                )}
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
