import { HStack, Progress, Stack, type StackProps, Text } from "@chakra-ui/react";
import { usageColor } from "../../../lib/admin/format.ts";

interface MeterProps extends Omit<StackProps, "color"> {
  label: string;
  value: number;
  color?: string;
  size?: "xs" | "sm";
}

/** A labelled percentage bar (progress, availability, utilisation); the number is written out too. */
export function Meter({ label, value, color = "brand", size = "xs", ...rest }: MeterProps) {
  const shown = Math.round(value);
  return (
    <Stack gap="1" {...rest}>
      <HStack justify="space-between" textStyle={size} color="fg.muted">
        <Text>{label}</Text>
        <Text>{shown}%</Text>
      </HStack>
      <Progress.Root
        value={Math.max(0, Math.min(100, value))}
        max={100}
        size={size}
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

/** A resource's usage in percent, coloured ≥ 90 red, ≥ 75 yellow, else green. */
export function UsageMeter({ label, percent }: { label: string; percent: number }) {
  const color = usageColor(percent);
  return <Meter label={label} value={percent} color={color} size="sm" data-usage={color} />;
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
