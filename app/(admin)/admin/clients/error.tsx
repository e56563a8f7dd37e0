"use client";

import { areaError } from "@/components/admin/area-error";
import { clientsArea } from "@/components/admin/clients/area";

export default areaError(clientsArea);
