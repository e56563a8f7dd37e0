"use client";

import { areaError } from "../../../../components/admin/area-error.tsx";
import { teamArea } from "../../../../components/admin/team/area.ts";

export default areaError(teamArea);
