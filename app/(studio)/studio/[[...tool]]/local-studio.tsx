"use client";

// Without the bridge script of `next-sanity/studio`: it comes from Sanity's CDN and only serves their dashboard.
import { NextStudio } from "next-sanity/studio/client-component";
import { useEffect, useMemo, useState } from "react";
import { SANITY_VERSION } from "sanity";
import { type LocalLakeAccess, localStudioConfig } from "../../../../studio/local-config.ts";
import { dropRemoteFontFaces, keepStudioLocal } from "../../../../studio/local-network-guard.ts";
import { LakeUnavailable } from "./lake-unavailable.tsx";
import "./local-studio-fonts.css";

type LakeState = "checking" | "up" | "down";

/** The Studio on the local Content Lake; the address and token come from the server at request time. */
export function LocalStudio({ url, token }: LocalLakeAccess) {
  keepStudioLocal(url, SANITY_VERSION);
  const config = useMemo(() => localStudioConfig({ url, token }), [url, token]);
  const [state, setState] = useState<LakeState>("checking");
  useEffect(() => {
    let current = true;
    fetch(`${url}/ping`)
      .then((response) => response.ok)
      .catch(() => false)
      .then((ok) => {
        if (!current) return;
        dropRemoteFontFaces();
        setState(ok ? "up" : "down");
      });
    return () => {
      current = false;
    };
  }, [url]);
  if (state === "down") return <LakeUnavailable onRetry={() => window.location.reload()} />;
  if (state === "checking") return null;
  return <NextStudio config={config} />;
}
