"use client";

import { AreaError, type AreaErrorProps } from "@/components/admin/area-error";

export default function ProjectsError(props: AreaErrorProps) {
  return <AreaError area="projects" {...props} />;
}
