"use client";

import { Button, Card, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { formatCurrency, statusLabel } from "../../../lib/admin/format.ts";
import type { ListPage, Read } from "../../../lib/admin/query.ts";
import { formatDay } from "../../../lib/admin/workspace/dates.ts";
import { INVOICE_STATUSES } from "../../../supabase/workspace.ts";
import { notify } from "../../ui/notify.ts";
import { ItemList } from "../kit/item-list.tsx";
import { ListToolbar } from "../kit/list-toolbar.tsx";
import { OpenDetailDialog } from "../kit/read-detail-dialog.tsx";
import { StatusBadge } from "../kit/status-badge.tsx";
import { useUrlState } from "../kit/use-url-state.ts";
import { ViewButton } from "../kit/view-button.tsx";
import { InvoiceDetail } from "./invoice-detail.tsx";
import { INVOICE_SORTS, shownInvoiceStatus } from "./params.ts";
import type { InvoiceDetail as InvoiceDetailRead, InvoiceRow } from "./queries.ts";

const RESETS = ["invoice"];

export const invoicePdfHref = (id: string) => `/admin/finance/invoices/${id}/pdf`;

/** Invoices: search (number, client, project), status filter, cards with View and Download. */
export function InvoiceList({
  invoices,
  filtered,
  openId,
  detail,
}: {
  invoices: ListPage<InvoiceRow>;
  filtered: boolean;
  openId: string;
  /** What the server read for the item the URL opens; null when none is open. */
  detail: Read<InvoiceDetailRead | null> | null;
}) {
  const url = useUrlState();
  return (
    <Stack gap="4">
      <ListToolbar
        searchLabel="Search invoices"
        placeholder="Number, client or project"
        filters={[
          {
            param: "status",
            label: "Status",
            allLabel: "All statuses",
            options: INVOICE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
          },
        ]}
        resets={RESETS}
        sort={INVOICE_SORTS}
      />
      <ItemList
        list={invoices}
        label="Invoices"
        onLoadFailed={() => notify("adminFinanceFailed")}
        noun="invoices"
        filtered={filtered}
        onClear={() => url.update({ q: null, status: null, invoice: null })}
        getKey={(invoice) => invoice.id}
        columns={1}
        renderItem={(invoice) => (
          <Card.Root size="sm" variant="outline">
            <Card.Body>
              <Flex gap="3" wrap="wrap" justify="space-between" align="center">
                <Stack gap="0" minW="0" flex="1 1 14rem">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{invoice.invoice_number}</Text>
                    <StatusBadge
                      status={shownInvoiceStatus(invoice)}
                      label={statusLabel(shownInvoiceStatus(invoice))}
                    />
                  </HStack>
                  <Text textStyle="sm" overflowWrap="anywhere">
                    {invoice.client_name}
                    {invoice.project_name ? ` · ${invoice.project_name}` : ""}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    Issued {formatDay(invoice.issue_date)} · due {formatDay(invoice.due_date)}
                  </Text>
                </Stack>
                <Text fontWeight="bold" textStyle="lg">
                  {formatCurrency(invoice.total)}
                </Text>
                <HStack gap="2">
                  <ViewButton
                    param="invoice"
                    id={invoice.id}
                    name={invoice.invoice_number}
                    onView={() => url.update({ invoice: invoice.id })}
                  />
                  <Button asChild size="sm" variant="outline">
                    <a
                      href={invoicePdfHref(invoice.id)}
                      download
                      aria-label={`Download ${invoice.invoice_number} as PDF`}
                    >
                      Download
                    </a>
                  </Button>
                </HStack>
              </Flex>
            </Card.Body>
          </Card.Root>
        )}
      />
      <OpenDetailDialog
        param="invoice"
        openId={openId}
        // It gives way to the item's edit form while the URL asks for one.
        hidden={url.get("edit") !== ""}
        onClose={() => url.update({ invoice: null }, { replace: true })}
        read={detail}
        noun="invoice"
        title={(read) => `Invoice ${read.invoice.invoice_number}`}
      >
        {(read) => <InvoiceDetail detail={read} />}
      </OpenDetailDialog>
    </Stack>
  );
}
