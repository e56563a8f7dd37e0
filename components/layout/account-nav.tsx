import { Button } from "@chakra-ui/react";
import NextLink from "next/link";

/**
 * The visitor's account entry in the header. Signed-out visitors get the Sign In link; the session-aware
 * variant (Sign Out, and Admin for admins) replaces this component when accounts are wired in.
 */
export function AccountNav({ signInLabel }: { signInLabel: string }) {
  return (
    <Button asChild variant="ghost" size="sm" borderRadius="full">
      <NextLink href="/auth">{signInLabel}</NextLink>
    </Button>
  );
}
