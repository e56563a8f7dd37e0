// @vitest-environment jsdom
import { ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// React's act() environment flag, so state updates from the toaster's roots are flushed inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const toastsShown = (kind: string, title: string) =>
  Array.from(document.querySelectorAll(`[data-kind="${kind}"]`)).filter((el) =>
    el.textContent?.includes(title),
  );

async function untilShown(kind: string, title: string) {
  await vi.waitFor(
    () => {
      expect(toastsShown(kind, title).length).toBeGreaterThan(0);
    },
    { timeout: 10_000 },
  );
}

beforeEach(() => {
  vi.resetModules();
  document.body.innerHTML = "";
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("notify", () => {
  it("on a public page, mounts one toaster of its own, without Chakra, and shows each toast once", async () => {
    const { notify } = await import("./notify.ts");
    await act(async () => {
      notify("newsletterSubscribed");
      notify("analysisComplete", 87);
    });
    await untilShown("success", "Successfully subscribed! 📧");
    await untilShown("success", "Analysis Complete");

    expect(document.querySelectorAll("[data-toaster]")).toHaveLength(1);
    expect(toastsShown("success", "Successfully subscribed! 📧")).toHaveLength(1);
    expect(toastsShown("success", "Analysis Complete")[0]?.textContent).toContain("SEO score: 87/100");
    // Chakra's runtime writes its styles into <style data-emotion> tags; the site's toaster has none.
    expect(document.querySelectorAll("style[data-emotion]")).toHaveLength(0);
  });

  it("names each toast's close button in the toast's language: the catalogue's English, or the page's", async () => {
    const { notify, notifyIn } = await import("./notify.ts");
    await act(async () => {
      notify("contactSent");
      notifyIn(
        {
          title: "¡Mensaje enviado! 🚀",
          description: "Le responderemos pronto.",
          dismiss: "Cerrar notificación",
        },
        "contactSent",
      );
    });
    await untilShown("success", "Message sent successfully! 🚀");
    await untilShown("success", "¡Mensaje enviado! 🚀");

    const closeOf = (title: string) =>
      toastsShown("success", title)[0]?.querySelector("button")?.getAttribute("aria-label");
    expect(closeOf("Message sent successfully! 🚀")).toBe("Dismiss notification");
    expect(closeOf("¡Mensaje enviado! 🚀")).toBe("Cerrar notificación");
  });

  it("where the dashboard's Chakra toaster is mounted, shows the toast there and loads no second toaster", async () => {
    const [{ notify }, { Toaster }, { system }] = await Promise.all([
      import("./notify.ts"),
      import("./chakra-toaster.tsx"),
      import("./system.ts"),
    ]);
    const app = document.createElement("div");
    document.body.append(app);
    await act(async () => {
      createRoot(app).render(
        <ChakraProvider value={system}>
          <Toaster />
        </ChakraProvider>,
      );
    });
    await act(async () => {
      notify("contactFailed");
    });
    await untilShown("error", "Submission failed");

    expect(document.querySelectorAll("[data-toaster]")).toHaveLength(0);
    expect(toastsShown("error", "Submission failed")).toHaveLength(1);
  });
});
