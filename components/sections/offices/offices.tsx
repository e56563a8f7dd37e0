import { Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Clock, MapPin, Phone } from "lucide-react";
import { SurfaceCard } from "../primitives";
import { type HeadingContent, SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";

export interface OfficeContent {
  _key: string;
  city: string;
  region: string;
  address: string;
  phone: string;
  timezone: string;
  isHeadquarters: boolean;
}

/** The phone number as a tel: link (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

export function Offices({ heading, offices }: { heading: HeadingContent; offices: OfficeContent[] }) {
  return (
    <SectionShell id="offices" labelledBy="offices-title">
      <SectionHeading heading={heading} id="offices-title" />
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 3 }}
        gap="5"
        mt={{ base: "10", md: "14" }}
      >
        {offices.map((office) => (
          <SurfaceCard as="li" key={office._key} interactive gap="4">
            <Stack gap="0">
              <Heading as="h3" textStyle="xl" fontWeight="bold">
                {office.city}
              </Heading>
              <Text color="fg.muted">{office.region}</Text>
            </Stack>
            <Stack gap="2" textStyle="sm">
              <HStack gap="2" align="start">
                <MapPin aria-hidden="true" size={16} />
                <Text>{office.address}</Text>
              </HStack>
              <HStack gap="2">
                <Phone aria-hidden="true" size={16} />
                <Link href={telHref(office.phone)} color="fg" fontWeight="medium">
                  {office.phone}
                </Link>
              </HStack>
              <HStack gap="2">
                <Clock aria-hidden="true" size={16} />
                <Text>{office.timezone}</Text>
              </HStack>
            </Stack>
          </SurfaceCard>
        ))}
      </SimpleGrid>
    </SectionShell>
  );
}
