import { Center, Spinner, Stack, Text } from "@chakra-ui/react";

/** Shown while the dashboard's data is read on the server. */
export function AdminLoadingScreen() {
  return (
    <Center minH="100dvh" bg="bg.subtle">
      <Stack align="center" gap="4" role="status" aria-live="polite">
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
        <Text fontWeight="medium" color="fg.muted">
          Initializing dashboard...
        </Text>
      </Stack>
    </Center>
  );
}
