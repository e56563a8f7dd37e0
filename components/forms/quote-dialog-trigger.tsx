"use client";

import {
  type ComponentType,
  type RefObject,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import type { PricingModel } from "../../lib/quote/pricing.ts";
import {
  claimEarlyTap,
  EARLY_QUOTE_FRAME_ID,
  EARLY_TAP,
  hideEarlyFrame,
} from "../../lib/runtime/early-taps.ts";
import type { QuotePrefill } from "../../lib/validations/quote.ts";
import type { QuoteDialogClasses } from "./quote/quote-dialog.styles.ts";
import { QuoteFrame } from "./quote/quote-frame.tsx";
import type { QuoteWizardProps } from "./quote/quote-wizard.tsx";

type Wizard = ComponentType<QuoteWizardProps>;

/** How close to the viewport (px) a quote button's wizard starts loading. */
const LOAD_MARGIN = "600px";
/** What a visitor does to a button before its click: each asks for the wizard's code at once. */
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

// One wizard module for every button of the page, fetched once.
let wizard: Wizard | undefined;
let loading: Promise<Wizard> | undefined;

function loadWizard(): Promise<Wizard> {
  loading ??= import("./quote/quote-wizard.tsx").then(
    (module) => {
      wizard = module.QuoteWizard;
      return wizard;
    },
    (error: unknown) => {
      // A failed download must not stay cached: the next attempt tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The wizard's code, asked for before anyone taps: when the button comes within LOAD_MARGIN of the
 * viewport, or is pointed at, touched or focused, whichever is first. Phones have no hover, so a button
 * coming near is the first sign of intent; waiting for the tap would put the whole download between the
 * tap and the form. Not when the browser is idle: a page whose buttons are far down would fetch the
 * wizard (about 50 KiB gzip) for every visitor, most of whom never scroll there.
 */
function useWizardCode(button: RefObject<HTMLElement | null>) {
  const [code, setCode] = useState<{ Wizard?: Wizard; failed: boolean }>(() => ({
    Wizard: wizard,
    failed: false,
  }));
  const load = () => {
    setCode((current) => (current.failed ? { failed: false } : current));
    loadWizard().then(
      (Wizard) => setCode({ Wizard, failed: false }),
      (error: unknown) => {
        console.error("The quote form could not be loaded", error);
        setCode({ failed: true });
      },
    );
  };
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const element = button.current;
    if (wizard || !element) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      stop();
      loadRef.current();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: `${LOAD_MARGIN} 0px`,
    });
    function stop() {
      observer.disconnect();
      for (const type of INTENT_EVENTS) element?.removeEventListener(type, start);
    }
    observer.observe(element);
    for (const type of INTENT_EVENTS) element.addEventListener(type, start, { passive: true });
    return stop;
  }, [button]);

  return { ...code, load };
}

export interface QuoteDialogTriggerProps {
  label: string;
  /** The quote request's own page, which a tap opens when the page runs no script. */
  href: string;
  /** The published pricing model the last step estimates with; null goes without an estimate. */
  pricing: PricingModel | null;
  prefill?: QuotePrefill;
  /** The button's classes, composed on the server (./quote-dialog-button.tsx): no styling runtime here. */
  className: string;
  /** The dialog frame's classes, composed on the server too. */
  dialogClasses: QuoteDialogClasses;
}

/**
 * A button that opens the four-step quote request dialog. The first tap opens its frame at once, which
 * the wizard replaces in place as soon as it has rendered (its code is fetched ahead, see useWizardCode);
 * later taps open the wizard itself, kept with its answers.
 *
 * It is a link to the quote request's page, so it works in a page that runs no script; with scripts it
 * opens the dialog instead. Tapped before this code has run, the page's start-up script draws the
 * frame's twin at once (lib/runtime/early-taps.ts) and this button opens the dialog when it arrives.
 */
export function QuoteDialogTrigger({
  label,
  href,
  pricing,
  prefill,
  className,
  dialogClasses,
}: QuoteDialogTriggerProps) {
  const trigger = useRef<HTMLAnchorElement>(null);
  const { Wizard, failed, load } = useWizardCode(trigger);
  const [open, setOpen] = useState(false);
  // Mounted on first open and kept: closing keeps the step and every answer for the next open.
  const [mounted, setMounted] = useState(false);
  const [framed, setFramed] = useState(false);

  const close = () => {
    setOpen(false);
    setFramed(false);
  };

  const openDialog = () => {
    setOpen(true);
    if (mounted && Wizard) return;
    // The first tap paints the light frame at once; the wizard is rendered after that paint, in a
    // transition React can interrupt, and takes the frame's place. Rendering the whole form inside the
    // tap held its next paint for 0.7-1 s on a phone (INP).
    setFramed(true);
    if (Wizard) startTransition(() => setMounted(true));
    else {
      setMounted(true);
      load();
    }
  };
  const openRef = useRef(openDialog);
  openRef.current = openDialog;

  // A tap that came before this code: the start-up script's frame is on screen, and this one replaces it.
  useEffect(() => {
    if (claimEarlyTap(trigger.current)) openRef.current();
  }, []);
  useLayoutEffect(() => {
    if (open) hideEarlyFrame(EARLY_QUOTE_FRAME_ID);
  }, [open]);

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a button to whoever runs the page's script (it opens
          the dialog), and a link to the quote page for a browser that runs none, which no <button> can be */}
      <a
        href={href}
        ref={trigger}
        role="button"
        className={className}
        aria-haspopup="dialog"
        {...{ [EARLY_TAP]: EARLY_QUOTE_FRAME_ID }}
        onClick={(event) => {
          event.preventDefault();
          openDialog();
        }}
        onKeyDown={(event) => {
          // A button answers Space as well as Enter (which a link's click already covers).
          if (event.key !== " ") return;
          event.preventDefault();
          openDialog();
        }}
      >
        {label}
      </a>
      {mounted && Wizard ? (
        <Wizard
          open={open}
          onOpenChange={(next) => (next ? setOpen(true) : close())}
          finalFocusEl={() => trigger.current}
          pricing={pricing}
          prefill={prefill}
          replacesFrame={framed}
        />
      ) : null}
      {open && !(mounted && Wizard) ? (
        <QuoteFrame
          classes={dialogClasses}
          failed={failed}
          onRetry={load}
          onClose={() => {
            close();
            trigger.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
