"use client";

import { areaError } from "@/components/admin/area-error";
import { overviewArea } from "@/components/admin/overview/area";

export default areaError(overviewArea);
