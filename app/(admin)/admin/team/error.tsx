"use client";

import { AreaError, type AreaErrorProps } from "@/components/admin/area-error";

export default function TeamError(props: AreaErrorProps) {
  return <AreaError area="team" {...props} />;
}
