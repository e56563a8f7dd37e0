"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import type { PricingModel } from "@/lib/quote/pricing";
import type { QuotePrefill } from "@/lib/validations/quote";

// The wizard (form, schema, dialog and the Chakra it is drawn with) is fetched the first time someone
// points at, focuses or opens it, not with the page.
const QuoteDialog = dynamic(() => import("./quote-dialog-island").then((m) => m.QuoteDialogIsland), {
  ssr: false,
});

export interface QuoteDialogTriggerProps {
  label: string;
  /** The published pricing model the last step estimates with; null goes without an estimate. */
  pricing: PricingModel | null;
  prefill?: QuotePrefill;
  /** The button's classes, composed on the server (./quote-dialog-button.tsx): no styling runtime here. */
  className: string;
}

/** A button that opens the four-step quote request dialog. */
export function QuoteDialogTrigger({ label, pricing, prefill, className }: QuoteDialogTriggerProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        type="button"
        ref={trigger}
        className={className}
        aria-haspopup="dialog"
        // Pointing or focusing mounts the wizard closed: its code, Chakra's styles and the form are ready
        // before the click, so the click only opens it.
        onPointerEnter={() => setMounted(true)}
        onFocus={() => setMounted(true)}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {mounted ? (
        <QuoteDialog
          open={open}
          onOpenChange={setOpen}
          finalFocusEl={() => trigger.current}
          pricing={pricing}
          prefill={prefill}
        />
      ) : null}
    </>
  );
}
