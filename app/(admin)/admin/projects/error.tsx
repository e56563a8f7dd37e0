"use client";

import { areaError } from "../../../../components/admin/area-error.tsx";
import { projectsArea } from "../../../../components/admin/projects/area.ts";

export default areaError(projectsArea);
