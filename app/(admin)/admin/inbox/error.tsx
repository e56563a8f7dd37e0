"use client";

import { AreaError, type AreaErrorProps } from "@/components/admin/area-error";

export default function InboxError(props: AreaErrorProps) {
  return <AreaError area="inbox" {...props} />;
}
