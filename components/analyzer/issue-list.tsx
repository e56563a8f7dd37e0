import { Badge, Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { CircleX, Info, TriangleAlert } from "lucide-react";
import type { IssueType, SeoIssue } from "@/lib/seo/types";
import { levelPalette } from "./score-colour";

const typeIcon: Record<IssueType, { icon: typeof Info; colour: string; label: string }> = {
  error: { icon: CircleX, colour: "red.fg", label: "Error" },
  warning: { icon: TriangleAlert, colour: "orange.fg", label: "Warning" },
  info: { icon: Info, colour: "blue.fg", label: "Info" },
};

export function IssueList({ issues }: { issues: SeoIssue[] }) {
  return (
    <Box as="section" aria-labelledby="seo-issues-heading">
      <Heading as="h3" id="seo-issues-heading" textStyle="lg" mb="3">
        Issues Found ({issues.length})
      </Heading>
      {issues.length === 0 ? (
        <Text color="fg.muted">No issues found.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {issues.map((issue) => {
            const kind = typeIcon[issue.type];
            return (
              <HStack
                as="li"
                key={issue.title}
                align="start"
                gap="3"
                p="4"
                borderWidth="1px"
                borderRadius="l2"
              >
                <Box
                  as="span"
                  role="img"
                  aria-label={kind.label}
                  color={kind.colour}
                  display="inline-flex"
                  mt="0.5"
                >
                  <kind.icon size={20} aria-hidden="true" />
                </Box>
                <Stack gap="1" flex="1">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{issue.title}</Text>
                    <Badge colorPalette={levelPalette(issue.impact)} variant="subtle">
                      {issue.impact}
                    </Badge>
                  </HStack>
                  <Text textStyle="sm">{issue.description}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {issue.category}
                  </Text>
                </Stack>
              </HStack>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
