"use client";

import { areaError } from "../../../../components/admin/area-error.tsx";
import { hostingArea } from "../../../../components/admin/hosting/area.ts";

export default areaError(hostingArea);
