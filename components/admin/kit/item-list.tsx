import { Button, SimpleGrid, type SimpleGridProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { EmptyState, ErrorState } from "./states";

/**
 * A tab's cards: the failure, the empty state (saying whether filters hide rows) or the labelled list.
 */
export function ItemList<T>({
  items,
  label,
  noun,
  filtered,
  onClear,
  getKey,
  renderItem,
  columns = { base: 1, md: 2, xl: 3 },
}: {
  items: readonly T[] | null;
  label: string;
  /** Plural, lower case: "projects". */
  noun: string;
  filtered: boolean;
  onClear: () => void;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Cards per row from each breakpoint; wide rows (an invoice's line) take one. */
  columns?: SimpleGridProps["columns"];
}) {
  if (items === null) return <ErrorState title={`Could not load the ${noun}. The error has been logged.`} />;
  if (items.length === 0) {
    return (
      <EmptyState
        title={filtered ? `No ${noun} match these filters.` : `No ${noun} yet.`}
        action={
          filtered ? (
            <Button size="sm" variant="outline" onClick={onClear}>
              Clear filters
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <SimpleGrid as="ul" aria-label={label} columns={columns} gap="3" listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <li key={getKey(item)}>{renderItem(item)}</li>
      ))}
    </SimpleGrid>
  );
}
