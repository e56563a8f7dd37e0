"use client";

import { areaError } from "@/components/admin/area-error";
import { servicesArea } from "@/components/admin/services/area";

export default areaError(servicesArea);
