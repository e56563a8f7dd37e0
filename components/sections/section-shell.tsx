import { Box, type BoxProps, Container } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface SectionShellProps extends Omit<BoxProps, "id"> {
  id: string;
  labelledBy?: string;
  children: ReactNode;
}

/** A full-width band with the site's container and vertical rhythm. */
export function SectionShell({ id, labelledBy, children, ...rest }: SectionShellProps) {
  return (
    <Box as="section" id={id} aria-labelledby={labelledBy} py={{ base: "16", md: "24" }} {...rest}>
      <Container maxW="7xl" px={{ base: "4", md: "8" }}>
        {children}
      </Container>
    </Box>
  );
}
