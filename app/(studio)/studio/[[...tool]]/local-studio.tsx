"use client";

import { NextStudio } from "next-sanity/studio";
import { useEffect, useMemo, useState } from "react";
import { type LocalLakeAccess, localStudioConfig } from "@/studio/local-config";
import { keepStudioLocal } from "@/studio/local-network-guard";
import { LakeUnavailable } from "./lake-unavailable";

type LakeState = "checking" | "up" | "down";

/** The Studio on the local Content Lake; the address and token come from the server at request time. */
export function LocalStudio({ url, token }: LocalLakeAccess) {
  keepStudioLocal(url);
  const config = useMemo(() => localStudioConfig({ url, token }), [url, token]);
  const [state, setState] = useState<LakeState>("checking");
  useEffect(() => {
    let current = true;
    fetch(`${url}/ping`)
      .then((response) => response.ok)
      .catch(() => false)
      .then((ok) => current && setState(ok ? "up" : "down"));
    return () => {
      current = false;
    };
  }, [url]);
  if (state === "down") return <LakeUnavailable onRetry={() => window.location.reload()} />;
  if (state === "checking") return null;
  return <NextStudio config={config} />;
}
