"use client";

import { SimpleGrid } from "@chakra-ui/react";
import { DataBarChart } from "../kit/bar-chart.tsx";
import { PanelSection } from "../kit/section.tsx";
import { EmptyState } from "../kit/states.tsx";
import type { CategoryTotal, MonthPoint } from "./analytics.ts";

/** Revenue and expenses by month, and approved spending by category, from the rows. */
export function FinanceAnalytics({
  months,
  categories,
}: {
  months: MonthPoint[];
  categories: CategoryTotal[];
}) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <PanelSection title="Revenue and expenses by month">
        <DataBarChart
          title="Revenue and expenses by month, last 12 months"
          data={months.map((m) => ({ month: m.month, revenue: m.revenue, expenses: m.expenses }))}
          x="month"
          currency
          series={[
            { name: "revenue", label: "Revenue", color: "teal.solid" },
            { name: "expenses", label: "Expenses", color: "orange.solid" },
          ]}
        />
      </PanelSection>
      <PanelSection title="Expenses by category">
        {categories.length === 0 ? (
          <EmptyState title="No approved expenses yet." />
        ) : (
          <DataBarChart
            title="Approved expenses by category"
            data={categories.map((c) => ({ category: c.label, amount: c.amount }))}
            x="category"
            currency
            series={[{ name: "amount", label: "Amount", color: "purple.solid" }]}
          />
        )}
      </PanelSection>
    </SimpleGrid>
  );
}
