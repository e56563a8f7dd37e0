import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";

/** What a signed-in visitor without the admin role gets at /admin: no dashboard, no data. */
export function AdminForbidden() {
  return (
    <Center minH="100dvh" px="4" bg="bg.subtle">
      <Stack
        as="main"
        gap="4"
        maxW="md"
        textAlign="center"
        align="center"
        bg="bg.panel"
        borderRadius="l3"
        borderWidth="1px"
        borderColor="border"
        p={{ base: "6", md: "10" }}
      >
        <Text textStyle="xs" fontWeight="semibold" letterSpacing="0.14em" color="brand.fg">
          403
        </Text>
        <Heading as="h1" fontFamily="heading" textStyle="2xl">
          Staff only
        </Heading>
        <Text color="fg.muted">
          Your account does not have access to the admin dashboard. If you work at Cardinal, ask an
          administrator to grant you the admin role.
        </Text>
        <Button asChild>
          <a href="/">Back to the site</a>
        </Button>
      </Stack>
    </Center>
  );
}
