import { Box, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  description?: string;
  children?: ReactNode;
}

/** The opening band of an inner page: eyebrow, the page's one h1, and a lead paragraph. */
export function PageHeader({ eyebrow, title, description, children }: PageHeaderProps) {
  return (
    <Box
      as="section"
      position="relative"
      overflow="hidden"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      pt={{ base: "14", md: "20" }}
      pb={{ base: "12", md: "16" }}
    >
      <Container maxW="7xl" px={{ base: "4", md: "8" }}>
        <Box maxW="3xl">
          {eyebrow ? (
            <Text
              textStyle="xs"
              fontWeight="semibold"
              letterSpacing="0.14em"
              textTransform="uppercase"
              color="brand.fg"
              mb="4"
            >
              {eyebrow}
            </Text>
          ) : null}
          <Heading
            as="h1"
            fontFamily="heading"
            textStyle={{ base: "4xl", md: "6xl" }}
            fontWeight="bold"
            letterSpacing="-0.03em"
            lineHeight="1.05"
            textWrap="balance"
          >
            {title}
          </Heading>
          {description ? (
            <Text mt="5" textStyle={{ base: "lg", md: "xl" }} color="fg.muted" textWrap="pretty">
              {description}
            </Text>
          ) : null}
          {children}
        </Box>
      </Container>
    </Box>
  );
}
