"use client";

import { AreaError, type AreaErrorProps } from "@/components/admin/area-error";

export default function FinanceError(props: AreaErrorProps) {
  return <AreaError area="finance" {...props} />;
}
