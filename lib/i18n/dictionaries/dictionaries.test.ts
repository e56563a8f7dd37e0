import { describe, expect, it } from "vitest";
import { leadToastNames } from "../../leads/result.ts";
import { toastMessage } from "../../runtime/toasts.ts";
import { say } from "../../seo/say.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";

const entries = (words: object, prefix = ""): [string, string][] =>
  Object.entries(words).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );

describe("the dictionaries", () => {
  it("hold the same keys, each with words", () => {
    const spanish = new Map(entries(es));
    expect([...spanish.keys()].sort()).toEqual(
      entries(en)
        .map(([key]) => key)
        .sort(),
    );
    for (const [key, words] of spanish) expect(words.trim(), key).not.toBe("");
  });

  it("keep the slots each entry fills", () => {
    const slots = (words: string) => [...words.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const spanish = new Map(entries(es));
    for (const [key, words] of entries(en)) expect(slots(spanish.get(key) ?? ""), key).toEqual(slots(words));
  });

  it("keep the English chrome's words as they were", () => {
    expect(en.chrome.skipToContent).toBe("Skip to content");
    expect(en.chrome.contactCta).toBe("Contact us");
    expect(en.chrome.openMenu).toBe("Open menu");
    expect(en.chrome.closeMenu).toBe("Close menu");
    expect(en.chrome.headquarters).toBe("Headquarters · ");
    expect(en.toast.dismiss).toBe("Dismiss notification");
  });

  it("word the English forms as they were, their toasts as the catalogue does", () => {
    expect(en.forms.contact.submit).toBe("Send Message");
    expect(en.forms.contact.busy).toBe("Sending...");
    expect(en.forms.newsletter.submit).toBe("Subscribe");
    expect(en.forms.evaluation.submit).toBe("Get My Free Evaluation");
    expect(en.forms.validation.required).toBe("{label} is required.");
    for (const name of leadToastNames) {
      const { title, description } = toastMessage(name);
      expect(en.forms.toasts[name], name).toEqual({ title, description });
    }
    expect(es.forms.toasts.contactSent.title).toBe("¡Mensaje enviado! 🚀");
  });

  it("word the analyzer's English toasts as the catalogue does", () => {
    const words = en.analyzer;
    const failure = { reason: "It broke.", advice: "Try again." };
    const filled = (entry: { title: string; description: string }, values = {}) => ({
      title: entry.title,
      description: say(words, entry.description, values),
    });
    expect(toastMessage("analyzerEmptyUrl")).toMatchObject(words.toasts.emptyUrl);
    expect(toastMessage("analysisComplete", 85)).toMatchObject(
      filled(words.toasts.complete, { seoScore: 85 }),
    );
    expect(toastMessage("analysisFailed", failure)).toMatchObject(filled(words.toasts.failed, failure));
    expect(toastMessage("analysisFailed")).toMatchObject(words.toasts.failedPlain);
  });
});
