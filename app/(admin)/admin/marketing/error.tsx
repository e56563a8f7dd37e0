"use client";

import { areaError } from "../../../../components/admin/area-error.tsx";
import { marketingArea } from "../../../../components/admin/marketing/area.ts";

export default areaError(marketingArea);
