"use client";

import { AreaError, type AreaErrorProps } from "@/components/admin/area-error";

export default function MarketingError(props: AreaErrorProps) {
  return <AreaError area="marketing" {...props} />;
}
