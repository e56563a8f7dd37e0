import { Heading, Stack } from "@chakra-ui/react";
import { type ReactNode, useId } from "react";

/** A titled part of a tab, named by its heading for screen readers. */
export function PanelSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Stack direction="row" justify="space-between" align="center" wrap="wrap" gap="2">
        <Heading id={id} as="h3" textStyle="lg" fontFamily="heading">
          {title}
        </Heading>
        {actions}
      </Stack>
      {children}
    </Stack>
  );
}
