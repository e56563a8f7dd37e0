import { Table } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { SortDirection } from "../../../lib/admin/list-query.ts";
import { EmptyState } from "./states.tsx";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
  /** Dates and codes stay on one line. */
  nowrap?: boolean;
}

// Below 48em (a phone) each row is a stacked card of "label: value" lines: the expense and payment
// tables were 909 px wide in a 322 px box. The roles are spelled out, so the table reads as one
// whatever its display.
const STACKED = {
  "@media screen and (max-width: 47.99em)": {
    "& thead": {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
    "& table, & tbody": { display: "block", width: "100%" },
    "& tr": { display: "block", paddingBlock: "0.5rem", borderBottomWidth: "1px" },
    "& td": {
      display: "flex",
      justifyContent: "space-between",
      alignItems: "flex-start",
      gap: "0.75rem",
      borderBottomWidth: "0",
      paddingBlock: "0.25rem",
      textAlign: "end",
      whiteSpace: "normal",
      overflowWrap: "anywhere",
    },
    "& td::before": {
      content: "attr(data-label)",
      fontWeight: "600",
      color: "var(--chakra-colors-fg-muted)",
      textAlign: "start",
      flexShrink: 0,
    },
  },
} as const;

/** A small table of records, stacked into cards on a phone, or a line saying why it is empty. */
export function DataTable<Row extends { id: string | number }>({
  label,
  rows,
  columns,
  empty,
  framed = false,
  sortedBy,
}: {
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  empty: string;
  /** A border around the table, where it stands alone on a page rather than inside a dialog. */
  framed?: boolean;
  /** The column the rows are sorted by (its header) and how: `aria-sort` tells a screen reader. */
  sortedBy?: { label: string; direction: SortDirection };
}) {
  if (rows.length === 0) return <EmptyState title={empty} />;
  return (
    <Table.ScrollArea {...(framed ? { borderWidth: "1px", borderRadius: "l2" } : {})} css={STACKED}>
      <Table.Root size="sm" aria-label={label} role="table">
        <Table.Header role="rowgroup">
          <Table.Row role="row">
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.header}
                role="columnheader"
                aria-sort={
                  sortedBy?.label !== column.header
                    ? undefined
                    : sortedBy.direction === "asc"
                      ? "ascending"
                      : "descending"
                }
                textAlign={column.numeric ? "end" : undefined}
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body role="rowgroup">
          {rows.map((row) => (
            <Table.Row key={row.id} role="row">
              {columns.map((column) => (
                <Table.Cell
                  key={column.header}
                  role="cell"
                  data-label={column.header}
                  textAlign={column.numeric ? "end" : undefined}
                  whiteSpace={column.nowrap ? "nowrap" : undefined}
                >
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
