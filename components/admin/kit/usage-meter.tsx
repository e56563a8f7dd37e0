import { Box, HStack, Progress, Text } from "@chakra-ui/react";
import { usageColor } from "@/lib/admin/format";

/** A resource's usage in percent, coloured by spec §9 (≥ 90 red, ≥ 75 yellow, else green). */
export function UsageMeter({ label, percent }: { label: string; percent: number }) {
  const color = usageColor(percent);
  return (
    <Box>
      <HStack justify="space-between" textStyle="sm">
        <Text>{label}</Text>
        <Text fontWeight="medium" data-usage={color}>
          {Math.round(percent)}%
        </Text>
      </HStack>
      <Progress.Root value={percent} max={100} size="sm" colorPalette={color} aria-label={`${label} usage`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
