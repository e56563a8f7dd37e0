import { Box, HStack, Text } from "@chakra-ui/react";

export function LogoMark({ size = "9" }: { size?: string }) {
  return (
    <Box
      aria-hidden="true"
      boxSize={size}
      borderRadius="l2"
      bgGradient="to-br"
      gradientFrom="brand.500"
      gradientTo="brand.800"
      color="white"
      display="grid"
      placeItems="center"
      fontFamily="heading"
      fontWeight="extrabold"
      fontSize="lg"
      boxShadow="glow"
    >
      C
    </Box>
  );
}

export function Logo({ siteName }: { siteName: string }) {
  const [first, ...rest] = siteName.split(" ");
  return (
    <HStack gap="2.5">
      <LogoMark />
      <Text as="span" fontFamily="heading" fontWeight="bold" fontSize="lg" letterSpacing="-0.01em" color="fg">
        {first}{" "}
        <Text as="span" color="fg.muted" fontWeight="semibold">
          {rest.join(" ")}
        </Text>
      </Text>
    </HStack>
  );
}
