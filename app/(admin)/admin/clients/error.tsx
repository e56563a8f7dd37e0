"use client";

import { areaError } from "../../../../components/admin/area-error.tsx";
import { clientsArea } from "../../../../components/admin/clients/area.ts";

export default areaError(clientsArea);
