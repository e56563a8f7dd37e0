import { HStack, Progress, Stack, Text } from "@chakra-ui/react";

/** A labelled percentage bar (progress, availability, utilisation); the number is written out too. */
export function Meter({ label, value, color = "brand" }: { label: string; value: number; color?: string }) {
  const shown = Math.round(value);
  return (
    <Stack gap="1">
      <HStack justify="space-between" textStyle="xs" color="fg.muted">
        <Text>{label}</Text>
        <Text>{shown}%</Text>
      </HStack>
      <Progress.Root
        value={Math.max(0, Math.min(100, value))}
        max={100}
        size="xs"
        colorPalette={color}
        aria-label={`${label}: ${shown}%`}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

/** A short "label: value" fact line of a card. */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text>
      <Text as="span" color="fg.muted">
        {label}:
      </Text>{" "}
      {children}
    </Text>
  );
}
