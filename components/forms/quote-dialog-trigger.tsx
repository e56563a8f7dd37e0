"use client";

import { type ComponentType, type RefObject, startTransition, useEffect, useRef, useState } from "react";
import type { QuoteWords } from "../../lib/i18n/form-words.ts";
import type { PricingModel } from "../../lib/quote/pricing.ts";
import {
  claimEarlyTap,
  EARLY_QUOTE_FRAME_ID,
  EARLY_TAP,
  hideEarlyFrame,
  showEarlyFrame,
  takeEarlyFrame,
  warmEarlyFrame,
  watchEarlyFrame,
} from "../../lib/runtime/early-taps.ts";
import { afterNextPaint, whenIdle } from "../../lib/runtime/schedule.ts";
import type { QuotePrefill } from "../../lib/validations/quote.ts";
import type { QuoteDialogClasses } from "./quote/quote-dialog.styles.ts";
import { QuoteFrame } from "./quote/quote-frame.tsx";
import type { QuoteWizardProps } from "./quote/quote-wizard.tsx";

type Wizard = ComponentType<QuoteWizardProps>;

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

// The page's first step is styled once, when the page is idle, for every button of the page.
let frameWarming = false;
function warmFrameWhenIdle() {
  if (frameWarming) return;
  frameWarming = true;
  whenIdle(() => warmEarlyFrame(EARLY_QUOTE_FRAME_ID), { timeout: 3000, fallbackMs: 1000 });
}

/** The first step's form a tap shows before the wizard has come, handed over to it (lib/runtime/early-taps.ts). */
const takeOverFirstStep = () => takeEarlyFrame(EARLY_QUOTE_FRAME_ID);

/**
 * The wizard's code, asked for when the button is pointed at, touched or focused (a phone's touchstart
 * comes about 100 ms before its click), or on the tap. Not with the page, nor when the button comes near:
 * the first step a tap shows is server HTML (../quote/quote-early-step.tsx), so the download (about
 * 50 KiB gzip) runs while the visitor types the first answers, and a page whose visitors never ask for a
 * quote does not carry it.
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
    const start = () => {
      stop();
      // Begun after the frame the touch paints (its pressed state), not inside it: a phone's click comes
      // about 100 ms later, so the download still starts well before it.
      afterNextPaint(() => loadRef.current());
    };
    function stop() {
      for (const type of INTENT_EVENTS) element?.removeEventListener(type, start);
    }
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
  /** The wizard's words in the page's language. */
  words: QuoteWords;
}

/**
 * A button that opens the four-step quote request dialog. The first tap shows the dialog with its first
 * step at once (the page's server HTML), which the wizard replaces in place, answers included, as soon as
 * its code has come and it has rendered; later taps open the wizard itself, kept with its answers.
 *
 * It is a link to the quote request's page, so it works in a page that runs no script; with scripts it
 * opens the dialog instead. Tapped before this code has run, the page's start-up script shows that first
 * step (lib/runtime/early-taps.ts) and this button opens the wizard when it arrives.
 */
export function QuoteDialogTrigger({
  label,
  href,
  pricing,
  prefill,
  className,
  dialogClasses,
  words,
}: QuoteDialogTriggerProps) {
  const trigger = useRef<HTMLAnchorElement>(null);
  const { Wizard, failed, load } = useWizardCode(trigger);
  const [open, setOpen] = useState(false);
  // Mounted on first open and kept: closing keeps the step and every answer for the next open.
  const [mounted, setMounted] = useState(false);
  const [framed, setFramed] = useState(false);
  // The page's first step is on screen for the wizard to take over; when another button's wizard took it
  // already, this one draws its own frame meanwhile (./quote/quote-frame.tsx).
  const [early, setEarly] = useState(false);
  const wizardShown = mounted && Wizard !== undefined;

  const close = () => {
    setOpen(false);
    setFramed(false);
    setEarly(false);
  };

  const openDialog = () => {
    setOpen(true);
    if (mounted && Wizard) return;
    // The first tap shows the first step at once, from the page's HTML; the wizard renders after that
    // paint, in a transition React can interrupt, and takes its place. Rendering the whole form inside
    // the tap held its next paint for 0.7-1 s on a phone (INP).
    setEarly(showEarlyFrame(EARLY_QUOTE_FRAME_ID));
    setFramed(true);
    if (Wizard) startTransition(() => setMounted(true));
    else {
      setMounted(true);
      // The download starts once the first step has painted: begun in the tap, it held that paint.
      afterNextPaint(load);
    }
  };
  const openRef = useRef(openDialog);
  openRef.current = openDialog;

  // A tap that came before this code: the start-up script's frame is on screen, and the wizard takes it.
  useEffect(() => {
    if (claimEarlyTap(trigger.current)) openRef.current();
    else warmFrameWhenIdle();
  }, []);

  // Until the wizard is there, the first step on screen is the page's: Escape and its Close close it.
  useEffect(() => {
    if (!open || !early || wizardShown) return;
    return watchEarlyFrame(EARLY_QUOTE_FRAME_ID, () => {
      setOpen(false);
      setFramed(false);
      setEarly(false);
      trigger.current?.focus();
    });
  }, [open, early, wizardShown]);

  // The wizard's code could not come: the frame says so instead of the first step (its answers kept).
  useEffect(() => {
    if (open && failed) hideEarlyFrame(EARLY_QUOTE_FRAME_ID);
  }, [open, failed]);

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
          takeOver={takeOverFirstStep}
          words={words}
        />
      ) : null}
      {open && !wizardShown && (failed || !early) ? (
        <QuoteFrame
          classes={dialogClasses}
          words={words}
          failed={failed}
          onRetry={() => {
            setEarly(showEarlyFrame(EARLY_QUOTE_FRAME_ID));
            load();
          }}
          onClose={() => {
            close();
            trigger.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
