"use client";

import { AreaError, type AreaErrorProps } from "@/components/admin/area-error";

export default function OverviewError(props: AreaErrorProps) {
  return <AreaError area="overview" {...props} />;
}
