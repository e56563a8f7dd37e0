"use client";

import { areaError } from "@/components/admin/area-error";
import { hostingArea } from "@/components/admin/hosting/area";

export default areaError(hostingArea);
