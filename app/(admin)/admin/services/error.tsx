"use client";

import { areaError } from "../../../../components/admin/area-error.tsx";
import { servicesArea } from "../../../../components/admin/services/area.ts";

export default areaError(servicesArea);
