import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import { receivedFormat } from "../../../lib/admin/list-query.ts";
import { StatusBadge } from "../kit/status-badge.tsx";
import { KIND_LABELS, LANGUAGE_LABELS, statusLabel } from "./params.ts";
import type { InboxLead } from "./types.ts";

/**
 * One lead in the list: a whole-card button that opens its detail (the detail shows every field in full).
 * What the visitor typed is isolated (<bdi>), so direction controls in it cannot reorder the card.
 */
export function LeadCard({ lead, onOpen }: { lead: InboxLead; onOpen: (id: string) => void }) {
  const who = lead.name ?? lead.email;
  return (
    <Box
      asChild
      w="full"
      textAlign="start"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      bg="bg.panel"
      p={{ base: "3", md: "4" }}
      cursor="pointer"
      _hover={{ borderColor: "border.emphasized", bg: "bg.subtle" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "2px" }}
    >
      <button type="button" onClick={() => onOpen(lead.id)} data-lead-id={lead.id}>
        <Stack as="span" gap="1.5" minW="0">
          <Flex as="span" gap="2" align="center" wrap="wrap" justify="space-between">
            <Text
              as="span"
              textStyle="xs"
              fontWeight="semibold"
              letterSpacing="0.08em"
              textTransform="uppercase"
              color="brand.fg"
            >
              {KIND_LABELS[lead.kind]}
            </Text>
            <Flex as="span" gap="2" align="center">
              {lead.suspected_spam ? (
                <Text as="span" textStyle="xs" fontWeight="semibold" color="fg.warning">
                  Suspected spam
                </Text>
              ) : null}
              <StatusBadge status={lead.status} label={statusLabel(lead.status)} />
            </Flex>
          </Flex>
          <Text as="span" display="block" fontWeight="semibold" overflowWrap="break-word">
            <bdi>{who}</bdi>
            {lead.company ? (
              <Text as="span" fontWeight="normal" color="fg.muted">
                {" · "}
                <bdi>{lead.company}</bdi>
              </Text>
            ) : null}
          </Text>
          {lead.name ? (
            <Text as="span" display="block" textStyle="sm" color="fg.muted" overflowWrap="break-word">
              <bdi>{lead.email}</bdi>
            </Text>
          ) : null}
          {lead.body ? (
            <Text as="span" textStyle="sm" lineClamp={2} overflowWrap="break-word">
              <bdi>{lead.body}</bdi>
            </Text>
          ) : null}
          <Text as="span" display="block" textStyle="xs" color="fg.muted">
            <time dateTime={lead.created_at}>{receivedFormat.format(new Date(lead.created_at))}</time>
            {` · ${LANGUAGE_LABELS[lead.locale]}`}
          </Text>
        </Stack>
      </button>
    </Box>
  );
}
