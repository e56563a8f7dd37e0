import { Link } from "@chakra-ui/react";

export function SkipLink() {
  return (
    <Link
      href="#main-content"
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipLink"
      bg="bg.panel"
      color="fg"
      px="4"
      py="2"
      borderRadius="l2"
      boxShadow="lg"
      _focusVisible={{ top: "4" }}
    >
      Skip to content
    </Link>
  );
}
