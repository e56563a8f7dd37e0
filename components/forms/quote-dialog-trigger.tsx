"use client";

import { Button, type ButtonProps } from "@chakra-ui/react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import type { PricingModel } from "@/lib/quote/pricing";
import type { QuotePrefill } from "@/lib/validations/quote";

const loadDialog = () => import("./quote-dialog");
// The wizard (form, schema, dialog) is fetched the first time someone opens it, not with the page.
const QuoteDialog = dynamic(() => loadDialog().then((m) => m.QuoteDialog), { ssr: false });

export interface QuoteDialogTriggerProps extends Omit<ButtonProps, "onClick" | "children" | "asChild"> {
  label: string;
  /** The published pricing model the last step estimates with; null goes without an estimate. */
  pricing: PricingModel | null;
  prefill?: QuotePrefill;
}

/** A button that opens the four-step quote request dialog. */
export function QuoteDialogTrigger({ label, pricing, prefill, ...buttonProps }: QuoteDialogTriggerProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={trigger}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        {...buttonProps}
      >
        {label}
      </Button>
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
