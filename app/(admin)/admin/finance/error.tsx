"use client";

import { areaError } from "../../../../components/admin/area-error.tsx";
import { financeArea } from "../../../../components/admin/finance/area.ts";

export default areaError(financeArea);
