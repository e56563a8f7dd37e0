"use client";

import { Chart, useChart } from "@chakra-ui/charts";
import { Box, Table } from "@chakra-ui/react";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

/**
 * A bar chart of `data` by `x`, one bar per series, with the same figures as a table for screen
 * readers (a chart alone says nothing to them).
 */
type Row = Record<string, string | number>;

export function DataBarChart({
  title,
  data,
  x,
  series,
  currency = false,
}: {
  title: string;
  data: Row[];
  x: string;
  series: ChartSeries[];
  currency?: boolean;
}) {
  const chart = useChart<Row>({
    data,
    series: series.map((s) => ({ name: s.name, label: s.label, color: s.color })),
  });
  const format = currency
    ? (value: number) =>
        new Intl.NumberFormat("en-US", {
          style: "currency",
          currency: "USD",
          maximumFractionDigits: 0,
        }).format(value)
    : (value: number) => new Intl.NumberFormat("en-US").format(value);
  return (
    <Box>
      <Box aria-hidden="true">
        <Chart.Root maxH="xs" chart={chart}>
          <BarChart responsive data={chart.data}>
            <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
            <XAxis axisLine={false} tickLine={false} dataKey={chart.key(x)} />
            <YAxis
              axisLine={false}
              tickLine={false}
              width={currency ? 72 : 40}
              tickFormatter={(value: number) =>
                currency
                  ? new Intl.NumberFormat("en-US", {
                      style: "currency",
                      currency: "USD",
                      notation: "compact",
                    }).format(value)
                  : String(value)
              }
            />
            <Tooltip
              cursor={{ fill: chart.color("bg.muted") }}
              animationDuration={100}
              content={<Chart.Tooltip />}
            />
            <Legend content={<Chart.Legend />} />
            {chart.series.map((item) => (
              <Bar
                key={item.name}
                isAnimationActive={false}
                dataKey={chart.key(item.name)}
                fill={chart.color(item.color)}
                radius={[4, 4, 0, 0]}
              />
            ))}
          </BarChart>
        </Chart.Root>
      </Box>
      <Table.Root size="sm" srOnly>
        <Table.Caption>{title}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{x}</Table.ColumnHeader>
            {series.map((s) => (
              <Table.ColumnHeader key={s.name}>{s.label}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.map((row) => (
            <Table.Row key={String(row[x])}>
              <Table.Cell>{row[x]}</Table.Cell>
              {series.map((s) => (
                <Table.Cell key={s.name}>{format(Number(row[s.name]))}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
