import { Table } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { EmptyState } from "./states";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
  /** Dates and codes stay on one line. */
  nowrap?: boolean;
}

/** A small table of records that scrolls sideways on a phone, or says why it is empty. */
export function DataTable<Row extends { id: string | number }>({
  label,
  rows,
  columns,
  empty,
  framed = false,
}: {
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  empty: string;
  /** A border around the table, where it stands alone on a page rather than inside a dialog. */
  framed?: boolean;
}) {
  if (rows.length === 0) return <EmptyState title={empty} />;
  return (
    <Table.ScrollArea {...(framed ? { borderWidth: "1px", borderRadius: "l2" } : {})}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} textAlign={column.numeric ? "end" : undefined}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              {columns.map((column) => (
                <Table.Cell
                  key={column.header}
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
