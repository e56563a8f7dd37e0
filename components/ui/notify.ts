import { afterNextPaint } from "../../lib/runtime/schedule.ts";
import {
  TOAST_DISMISS,
  type ToastArgs,
  type ToastMessage,
  type ToastName,
  toastMessage,
} from "../../lib/runtime/toasts.ts";

type ShowToast = (message: ToastMessage) => void;

let loading: Promise<ShowToast> | undefined;
/** Where a layout shows toasts itself (the staff dashboard's Chakra toaster), it takes them all. */
let outlet: ShowToast | undefined;

/**
 * Lets a layout's own toaster take every toast while it is mounted; returns the way to let go.
 * The public pages have none: they load the site's toaster (./toaster-root) on first need.
 */
export function provideToasts(show: ShowToast): () => void {
  outlet = show;
  return () => {
    if (outlet === show) outlet = undefined;
  };
}

/**
 * Loads the toaster (Ark + Panda, in a small root of its own) on first need. Pages that never raise a
 * toast never download it; forms preload it on first focus so the first toast appears without waiting.
 */
function warmToaster(): Promise<ShowToast> {
  loading ??= import("./toaster-root.tsx").then(({ ensureToaster, showToast }) => {
    ensureToaster();
    return showToast;
  });
  return loading;
}

/**
 * Starts the toaster's download ahead of a toast (a form's first focus). A failure is left to the next
 * `notify`, which tries again and reports it.
 */
export function preloadToaster(): void {
  if (outlet) return;
  warmToaster().catch(() => {});
}

/** Shows a toast from the catalogue in `lib/runtime/toasts.ts`; the only way the product raises one. */
export function notify<N extends ToastName>(name: N, ...args: ToastArgs<N>): void {
  show({ ...toastMessage(name, ...args), dismiss: TOAST_DISMISS });
}

/**
 * Shows a catalogue toast in the words of the page's language (a dictionary's `forms.toasts`, which the
 * English one takes from the catalogue), its close button named in that language too (the dictionary's
 * `toast.dismiss`): its kind stays the catalogue's.
 */
export function notifyIn<N extends ToastName>(
  words: { title: string; description: string; dismiss: string },
  name: N,
  ...args: ToastArgs<N>
): void {
  const { title, description, dismiss } = words;
  show({ ...toastMessage(name, ...args), title, description, dismiss });
}

function show(message: ToastMessage): void {
  if (outlet) {
    outlet(message);
    return;
  }
  warmToaster().then(
    // Ark's state machines draw a toast synchronously (flushSync): raised in a tap's handler (Analyze with
    // no address), its first render would hold the tap's next paint.
    (show) => afterNextPaint(() => show(message)),
    (error: unknown) => {
      // A failed download must not stay cached: the next toast tries again.
      loading = undefined;
      console.error("The toaster could not be loaded", error);
    },
  );
}
