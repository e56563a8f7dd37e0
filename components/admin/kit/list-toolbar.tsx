"use client";

import { Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ADMIN_SEARCH_MAX } from "@/lib/admin/workspace/params";
import { type FilterOption, FilterSelect } from "./filter-select";
import { SearchBox } from "./search-box";

export interface ToolbarFilter {
  param: string;
  label: string;
  allLabel: string;
  options: readonly FilterOption[];
  /** What else a change of this filter clears, when more than the toolbar's `resets`. */
  resets?: readonly string[];
}

/**
 * A workspace tab's search and filters, all in the URL (`q` and each filter's parameter); any change
 * closes the open item (`resets`). `action` follows the filters: a tab's create button, a date range.
 */
export function ListToolbar({
  searchLabel,
  placeholder,
  filters,
  resets,
  action,
}: {
  searchLabel: string;
  placeholder: string;
  filters: readonly ToolbarFilter[];
  resets: readonly string[];
  action?: ReactNode;
}) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end">
      <SearchBox label={searchLabel} placeholder={placeholder} maxLength={ADMIN_SEARCH_MAX} resets={resets} />
      {filters.map((filter) => (
        <FilterSelect key={filter.param} {...filter} resets={filter.resets ?? resets} />
      ))}
      {action}
    </Flex>
  );
}
