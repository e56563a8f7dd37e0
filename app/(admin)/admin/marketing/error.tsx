"use client";

import { areaError } from "@/components/admin/area-error";
import { marketingArea } from "@/components/admin/marketing/area";

export default areaError(marketingArea);
