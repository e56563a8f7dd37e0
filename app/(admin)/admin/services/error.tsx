"use client";

import { AreaError, type AreaErrorProps } from "@/components/admin/area-error";

export default function ServicesError(props: AreaErrorProps) {
  return <AreaError area="services" {...props} />;
}
