import { Alert, Box, HStack, Spinner, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A list's loading line, announced politely (e.g. "Loading leads..."). */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <HStack role="status" gap="3" py="10" justify="center" color="fg.muted">
      <Spinner size="sm" color="brand.solid" />
      <Text>{children}</Text>
    </HStack>
  );
}

/** Nothing to show: says why, and what to do about it when there is something (clear the filters). */
export function EmptyState({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      borderRadius="l2"
      p="6"
      textAlign="center"
    >
      <Text color="fg.muted">{title}</Text>
      {action ? <Box mt="3">{action}</Box> : null}
    </Box>
  );
}

/** A failed read: the failure is already logged on the server; staff can retry. */
export function ErrorState({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Alert.Root status="error" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{title}</Alert.Description>
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}
