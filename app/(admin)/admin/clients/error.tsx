"use client";

import { AreaError, type AreaErrorProps } from "@/components/admin/area-error";

export default function ClientsError(props: AreaErrorProps) {
  return <AreaError area="clients" {...props} />;
}
