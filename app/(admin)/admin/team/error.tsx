"use client";

import { areaError } from "@/components/admin/area-error";
import { teamArea } from "@/components/admin/team/area";

export default areaError(teamArea);
