"use client";

import { areaError } from "../../../../components/admin/area-error.tsx";
import { inboxArea } from "../../../../components/admin/inbox/area.ts";

export default areaError(inboxArea);
