"use client";

import { AreaError, type AreaErrorProps } from "@/components/admin/area-error";

export default function HostingError(props: AreaErrorProps) {
  return <AreaError area="hosting" {...props} />;
}
