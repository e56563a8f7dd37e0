"use client";

import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { EARLY_ADVANCE, EARLY_BUSY, EARLY_INVALID, ISLAND } from "../../lib/runtime/early-taps.ts";
import { whenIdle } from "../../lib/runtime/schedule.ts";

/**
 * How close to the viewport (in px below it) an island's code starts loading. None: an island below the
 * fold comes into view by a scroll, which is a first use (FIRST_USES) and loads every island anyway.
 */
const LOAD_MARGIN = "0px";
/** A visitor's first use of the page anywhere: every island's code loads once it is answered (onFirstUse). */
const FIRST_USES = ["pointerdown", "touchstart", "keydown", "wheel"] as const;

/** The islands still waiting for their code, each by the function that asks for it. */
const waiting = new Set<() => void>();
let everyIslandWanted = false;

/**
 * Asks for the code of every island on the page, and of any that mounts later: before anything that
 * re-renders the page without a visitor's hand in this tab (a sign-in in another tab, a draft's live
 * refresh), which would otherwise wait for islands nobody asked for.
 */
export function loadEveryIsland(): void {
  everyIslandWanted = true;
  stopWatchingFirstUse();
  for (const start of [...waiting]) start();
}

/** Rendered where the page re-renders by itself (a draft's live preview): every island loads at once. */
export function EveryIslandAtOnce() {
  useEffect(loadEveryIsland, []);
  return null;
}

/** How long a first use lets the other islands' code wait for the page to be idle, at most. */
const FIRST_USE_IDLE_MS = 500;

/**
 * A first use asks for every island's code once the page is next idle, after the frames that answer it.
 * Asked for in the tap's own task, the downloads' start (a script element per chunk) held the tap: on
 * the SEO analyzer's page under the phone profile, three chunks made its pointerdown take 39 ms against
 * 3-17 ms without them. The island the visitor uses asks for its own code at once (onUse, in onDemand).
 */
function onFirstUse() {
  // The first use stops the watch, so the page's other first uses schedule nothing more.
  stopWatchingFirstUse();
  whenIdle(loadEveryIsland, { timeout: FIRST_USE_IDLE_MS, fallbackMs: 50 });
}

function watchFirstUse() {
  for (const type of FIRST_USES)
    window.addEventListener(type, onFirstUse, { capture: true, passive: true, once: true });
  window.addEventListener("popstate", onFirstUse, { once: true });
}

function stopWatchingFirstUse() {
  if (typeof window === "undefined") return;
  for (const type of FIRST_USES) window.removeEventListener(type, onFirstUse, { capture: true });
  window.removeEventListener("popstate", onFirstUse);
}

/**
 * A client island whose code loads after the page, not with it. The server renders it in full and the
 * browser shows that HTML, usable as plain HTML: text can be typed and selected. React leaves a Suspense
 * boundary's server HTML in place until its code arrives, so the island's code is fetched, and the island
 * hydrated, when the island is in view (LOAD_MARGIN) or the visitor points at, touches or
 * focuses it; not when the browser is idle, which would fetch every island (react-hook-form, the form kit)
 * for visitors who never come near one. Every island's code loads on the visitor's first use of the page,
 * wherever it is: a client-side navigation waits for every Suspense boundary it passes through to hydrate,
 * and a visitor cannot navigate without using the page first (nor go back without having navigated).
 *
 * What was typed before the code came is kept (react-hook-form keeps a field edited before it registers),
 * and a submit made before is held and sent once the island can handle it.
 *
 * The listeners sit on `window` in the capture phase: React stops events aimed at HTML it has not hydrated
 * yet before they reach the island's own elements.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let request = () => {};
  const requested = new Promise<void>((resolve) => {
    request = resolve;
  });
  let pendingSubmit: HTMLFormElement | null = null;
  let hydrated = false;

  const Island = lazy(async () => {
    if (typeof window !== "undefined") await requested;
    return { default: await load() };
  });

  /**
   * Runs once the island is hydrated: the start-up script's marks go (the island draws its own), the
   * wrapper says the island is live, and a submit held meanwhile is sent.
   */
  function Hydrated({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
    useEffect(() => {
      hydrated = true;
      const element = wrapper.current;
      if (element) {
        for (const field of element.querySelectorAll(`[${EARLY_INVALID}]`)) {
          field.removeAttribute("aria-invalid");
          field.removeAttribute(EARLY_INVALID);
        }
        for (const button of element.querySelectorAll(`[${EARLY_BUSY}]`)) {
          button.removeAttribute("aria-busy");
          button.removeAttribute(EARLY_BUSY);
        }
        for (const form of element.querySelectorAll(`[${EARLY_ADVANCE}]`))
          form.removeAttribute(EARLY_ADVANCE);
        element.setAttribute(ISLAND, "live");
      }
      pendingSubmit?.requestSubmit();
      pendingSubmit = null;
    }, [wrapper]);
    return null;
  }

  return function OnDemandIsland(props: Props) {
    const ref = useRef<HTMLDivElement>(null);
    // useId gives the same id on the server and while hydrating, and a new one to an island mounted by a
    // client-side navigation: the page being left may hold the same island's marker, never this one. It
    // also keeps two islands' markers apart.
    const endMarkerId = `island-end${useId()}`;
    // Decided once, when the island first renders: on the server, and while hydrating the page it came in,
    // its server HTML (with the end marker) is in the document. A re-render at hydration's end, as from
    // useSyncExternalStore, would make React drop that HTML before the island's code came.
    const [fromServerHtml] = useState(
      () => typeof document === "undefined" || document.getElementById(endMarkerId) !== null,
    );
    // Mounted by a client-side navigation, with no server HTML to show meanwhile: its code loads at once
    // and, outside a Suspense boundary of its own, the navigation waits for it instead of showing the new
    // page without the island and then moving everything below it.
    if (!fromServerHtml) request();
    useEffect(() => {
      const element = ref.current;
      if (!element || !fromServerHtml) return;
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const onUse = (event: Event) => inside(event) && start();
      const onSubmit = (event: Event) => {
        if (hydrated || !inside(event) || !(event.target instanceof HTMLFormElement)) return;
        // Still plain HTML: the browser would send the form to the page's own address.
        event.preventDefault();
        pendingSubmit = event.target;
        start();
      };
      const near = (entries: IntersectionObserverEntry[]) => entries.some((e) => e.isIntersecting) && start();
      const observer = new IntersectionObserver(near, { rootMargin: `0px 0px ${LOAD_MARGIN} 0px` });
      const uses = ["pointerover", "touchstart", "focusin"] as const;
      // Once the code is asked for, nothing needs watching but a submit made before it arrives.
      const stopWatching = () => {
        waiting.delete(start);
        observer.disconnect();
        for (const type of uses) window.removeEventListener(type, onUse, { capture: true });
      };
      function start() {
        request();
        stopWatching();
      }
      window.addEventListener("submit", onSubmit, { capture: true });
      // A submit the start-up script held before this ran (lib/runtime/early-taps.ts).
      const heldEarly = element.querySelector(`form[${EARLY_ADVANCE}]`);
      if (heldEarly instanceof HTMLFormElement && !hydrated) pendingSubmit = heldEarly;
      if (everyIslandWanted || pendingSubmit) {
        start();
      } else {
        if (waiting.size === 0) watchFirstUse();
        waiting.add(start);
        observer.observe(element);
        for (const type of uses) window.addEventListener(type, onUse, { capture: true, passive: true });
      }
      return () => {
        stopWatching();
        window.removeEventListener("submit", onSubmit, { capture: true });
      };
    }, [fromServerHtml]);

    const island = (
      <>
        <Island {...props} />
        <Hydrated wrapper={ref} />
        <span id={endMarkerId} hidden />
      </>
    );
    return (
      <div ref={ref} {...{ [ISLAND]: "" }}>
        {fromServerHtml ? <WithoutScripts>{<Island {...props} />}</WithoutScripts> : null}
        {fromServerHtml ? (
          <>
            {/* React sends a large Suspense boundary's HTML after the rest of the page and moves it into
                place from a script. Painted before that script ran, the page showed without the island and
                then pushed everything below it down (a layout shift): the first paint waits for the end marker,
                and the start-up script moves the HTML into place once the document is parsed
                (lib/runtime/island-reveal.ts). */}
            <link rel="expect" href={`#${endMarkerId}`} blocking="render" />
            <Suspense>{island}</Suspense>
          </>
        ) : (
          island
        )}
      </div>
    );
  };
}

/**
 * The island once more, for a browser that runs no scripts: the copy above is sent after the page and
 * put in place by a script, so without one it stays hidden. Rendered on the server only, in place, as
 * <noscript>, which a browser that runs scripts reads as text and React leaves alone when it hydrates.
 * Its forms post to their server actions, whose answer renders the page again with it (useActionState).
 */
function WithoutScripts({ children }: { children: ReactNode }) {
  if (typeof window !== "undefined") return <noscript suppressHydrationWarning />;
  return (
    <noscript>
      <ScriptlessCopy value={true}>{children}</ScriptlessCopy>
    </noscript>
  );
}

const ScriptlessCopy = createContext(false);

/**
 * Whether the island is rendering its copy for a browser that runs no scripts: a part that needs a
 * script to work (tabs that switch) can draw itself another way there.
 */
export const useWithoutScripts = () => useContext(ScriptlessCopy);
