"use client";

import { areaError } from "@/components/admin/area-error";
import { financeArea } from "@/components/admin/finance/area";

export default areaError(financeArea);
