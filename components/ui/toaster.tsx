"use client";

import { createToaster, Toast, Toaster as ToastGroup } from "@ark-ui/react/toast";
import { CircleAlert, CircleCheck, X } from "lucide";
import type { ToastMessage } from "../../lib/runtime/toasts.ts";
import { css, cx } from "../../styled-system/css/index.mjs";
import { toast as toastRecipe } from "../../styled-system/recipes/index.mjs";
import { SvgIcon } from "./svg-icon.tsx";

/**
 * The site's toasts: Ark's headless toast group, drawn with the theme's toast recipe. Loaded on first need
 * (./notify.ts), in a root of its own (./toaster-root.tsx).
 */
export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true, max: 4, gap: 16 });

export function createToast(message: ToastMessage) {
  toaster.create({
    type: message.kind,
    title: message.title,
    description: message.description,
    duration: message.kind === "error" ? 8000 : 5000,
    meta: { dismiss: message.dismiss },
  });
}

const classes = toastRecipe();
// A toast that slides and fades is, for a visitor who asked for less motion, one that just appears and goes.
const root = cx(classes.root, css({ width: { md: "sm" }, _motionReduce: { transition: "none" } }));
const icons = { success: CircleCheck, error: CircleAlert } as const;

export function Toaster() {
  return (
    <ToastGroup toaster={toaster} className={css({ mdDown: { insetInline: "4 !important" } })}>
      {(toast) => {
        const kind = toast.type === "success" ? "success" : "error";
        return (
          <Toast.Root key={toast.id} className={root} data-kind={kind}>
            <SvgIcon icon={icons[kind]} size={20} className={classes.indicator} />
            <div
              className={css({ display: "flex", flexDirection: "column", gap: "1", flex: "1", maxW: "100%" })}
            >
              {toast.title ? <Toast.Title className={classes.title}>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description className={classes.description}>{toast.description}</Toast.Description>
              ) : null}
            </div>
            <Toast.CloseTrigger className={classes.closeTrigger} aria-label={toast.meta?.dismiss}>
              <SvgIcon icon={X} size={16} />
            </Toast.CloseTrigger>
          </Toast.Root>
        );
      }}
    </ToastGroup>
  );
}
