"use client";

import { Stack } from "@chakra-ui/react";
import { DataBarChart } from "../kit/bar-chart.tsx";
import { PanelSection } from "../kit/section.tsx";
import { StatGrid } from "../kit/stat-card.tsx";
import type { MarketingFigures } from "./queries.ts";

const growth = (now: number, before: number) =>
  before === 0
    ? "no leads the 30 days before"
    : `${now >= before ? "+" : ""}${(((now - before) / before) * 100).toFixed(1)}% vs the 30 days before`;

/** Leads and newsletter subscribers over the last 12 months, with the figures they add up to. */
export function MarketingView({
  figures,
  activeSubscribers,
}: {
  figures: MarketingFigures;
  activeSubscribers: number;
}) {
  return (
    <Stack gap="6">
      <StatGrid
        label="Marketing figures"
        stats={[
          {
            label: "Leads (12 months)",
            value: figures.leadsInPeriod,
            help: "Contact messages and evaluations",
          },
          {
            label: "Leads (30 days)",
            value: figures.leadsLast30,
            help: growth(figures.leadsLast30, figures.leadsPrevious30),
          },
          { label: "New Subscribers (12 months)", value: figures.subscribersInPeriod },
          { label: "Active Subscribers", value: activeSubscribers, help: "Receiving the newsletter" },
        ]}
      />
      <PanelSection title="Leads and subscribers by month">
        <DataBarChart
          title="Leads and newsletter subscribers by month, last 12 months"
          data={figures.months.map((m) => ({ month: m.month, leads: m.leads, subscribers: m.subscribers }))}
          x="month"
          series={[
            { name: "leads", label: "Leads", color: "blue.solid" },
            { name: "subscribers", label: "Subscribers", color: "green.solid" },
          ]}
        />
      </PanelSection>
    </Stack>
  );
}
