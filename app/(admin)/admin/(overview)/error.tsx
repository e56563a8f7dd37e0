"use client";

import { areaError } from "../../../../components/admin/area-error.tsx";
import { overviewArea } from "../../../../components/admin/overview/area.ts";

export default areaError(overviewArea);
