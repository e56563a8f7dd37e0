"use client";

import { Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { otherSorts, type SortSpec, sortLabel } from "../../../lib/admin/list-query.ts";
import { ADMIN_SEARCH_MAX } from "../../../lib/admin/workspace/params.ts";
import { type FilterOption, FilterSelect } from "./filter-select.tsx";
import { SearchBox } from "./search-box.tsx";

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
 * closes the open item (`resets`); `sort` adds the list's sort. `action` follows the filters: a tab's create button, a date range.
 */
export function ListToolbar({
  searchLabel,
  placeholder,
  filters,
  resets,
  sort,
  action,
}: {
  searchLabel: string;
  placeholder: string;
  filters: readonly ToolbarFilter[];
  resets: readonly string[];
  /** The list's sorts: a "Sort by" select (`sort=`), its default meaning no parameter. */
  sort?: SortSpec;
  action?: ReactNode;
}) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end">
      <SearchBox label={searchLabel} placeholder={placeholder} maxLength={ADMIN_SEARCH_MAX} resets={resets} />
      {filters.map((filter) => (
        <FilterSelect key={filter.param} {...filter} resets={filter.resets ?? resets} />
      ))}
      {sort ? <SortSelect spec={sort} /> : null}
      {action}
    </Flex>
  );
}

/** The sort as one more select: keyboard and screen reader use it like the filters; it keeps the open item. */
export function SortSelect({ spec }: { spec: SortSpec }) {
  return (
    <FilterSelect
      param="sort"
      label="Sort by"
      allLabel={sortLabel(spec, spec.default)}
      options={otherSorts(spec)}
    />
  );
}
