"use client";

import { areaError } from "@/components/admin/area-error";
import { inboxArea } from "@/components/admin/inbox/area";

export default areaError(inboxArea);
