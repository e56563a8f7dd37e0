"use client";

import { Button } from "@chakra-ui/react";
import { useEffect } from "react";
import type { AreaDefinition } from "../../lib/admin/areas.ts";
import { notify } from "../ui/notify.ts";
import { ErrorState } from "./kit/states.tsx";
import type { NoArgToast } from "./kit/use-load-failure.ts";

export interface AreaErrorProps {
  error: unknown;
  retry: () => void;
}

/**
 * An area's error.tsx: the area's failure toast (lib/runtime/toasts.ts), the failure logged with the id that finds it
 * in the server's log, and a way to try again; the frame and the other areas stay usable.
 */
function AreaError({ area, error, retry }: AreaErrorProps & { area: AreaDefinition }) {
  const { label, failed } = area;
  useEffect(() => {
    const digest = error instanceof Error && "digest" in error ? ` (digest ${String(error.digest)})` : "";
    console.error(`The ${label} area could not be shown${digest}`, error);
    if (failed) (notify as (name: NoArgToast) => void)(failed);
  }, [error, failed, label]);
  return (
    <ErrorState
      title={`Could not load the ${label.toLowerCase()} area. The error has been logged.`}
      action={
        <Button size="sm" variant="outline" onClick={retry}>
          Try again
        </Button>
      }
    />
  );
}

/** The error.tsx of the area `area` defines: `export default areaError(thingsArea)`. */
export function areaError(area: AreaDefinition) {
  return function AreaErrorBoundary(props: AreaErrorProps) {
    return <AreaError area={area} {...props} />;
  };
}
