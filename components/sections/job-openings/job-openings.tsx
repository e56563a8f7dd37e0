import { Badge, Button, Heading, HStack, Stack, Text, Wrap } from "@chakra-ui/react";
import { ArrowRight, Briefcase, MapPin } from "lucide-react";
import type { CareersPageQueryResult } from "@/studio/sanity.types";
import { SurfaceCard } from "../primitives";
import { SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";
import { applicationHref } from "./apply-link";

type Careers = NonNullable<CareersPageQueryResult>;

/** The open roles, each with an Apply button that starts an email naming the role. */
export function JobOpenings({ careers }: { careers: Careers }) {
  return (
    <SectionShell id="open-roles" labelledBy="open-roles-title" tone="subtle">
      <SectionHeading heading={careers.rolesHeading} id="open-roles-title" />
      <Stack as="ul" listStyleType="none" gap="4" mt={{ base: "10", md: "14" }} maxW="5xl" mx="auto">
        {careers.roles.map((role) => (
          <SurfaceCard
            as="li"
            key={role._id}
            interactive
            flexDirection={{ base: "column", md: "row" }}
            alignItems={{ md: "center" }}
            justifyContent="space-between"
            gap="5"
          >
            <Stack gap="2" flex="1">
              <Heading as="h3" textStyle="xl" fontWeight="bold">
                {role.title}
              </Heading>
              <Wrap gap="3" color="fg.muted" textStyle="sm">
                <HStack gap="1.5">
                  <Briefcase aria-hidden="true" size={16} />
                  <Text>{role.department}</Text>
                </HStack>
                <HStack gap="1.5">
                  <MapPin aria-hidden="true" size={16} />
                  <Text>{role.location}</Text>
                </HStack>
                <Badge colorPalette="brand" variant="subtle">
                  {role.employmentType}
                </Badge>
              </Wrap>
              <Text color="fg.muted">{role.summary}</Text>
            </Stack>
            <Button asChild size="lg" borderRadius="full" flexShrink={0}>
              <a href={applicationHref(careers.applyEmail, careers.applySubject, role.title)}>
                {careers.applyLabel}
                <Text as="span" srOnly>
                  {`: ${role.title}`}
                </Text>
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
          </SurfaceCard>
        ))}
      </Stack>
      <SurfaceCard
        mt={{ base: "10", md: "14" }}
        maxW="5xl"
        mx="auto"
        alignItems="center"
        textAlign="center"
        gap="4"
        py="10"
      >
        <Heading as="h3" textStyle="2xl" fontWeight="bold">
          {careers.resume.title}
        </Heading>
        <Text color="fg.muted" maxW="2xl">
          {careers.resume.text}
        </Text>
        <Button asChild size="lg" variant="outline" borderRadius="full">
          <a href={careers.resume.button.href}>{careers.resume.button.label}</a>
        </Button>
      </SurfaceCard>
    </SectionShell>
  );
}
