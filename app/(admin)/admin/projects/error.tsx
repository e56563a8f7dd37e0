"use client";

import { areaError } from "@/components/admin/area-error";
import { projectsArea } from "@/components/admin/projects/area";

export default areaError(projectsArea);
