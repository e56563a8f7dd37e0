import { describe, expect, it } from "vitest";
import { renderSection, seedHomeContent } from "../../../tests/fixtures/sections/render-for-test.tsx";
import { Contact } from "./contact.tsx";

describe("Contact", () => {
  it("shows the four contact details, links email and phone, and mounts the form slot", async () => {
    const { contact } = await seedHomeContent();
    const html = renderSection(
      <Contact
        contact={contact}
        contactForm={<form aria-label="quick contact" />}
        renderQuoteButton={(l) => <i>{l}</i>}
      />,
    );
    expect(html).toContain('id="contact"');
    expect(html).toContain('href="mailto:hello@cardinalhouston.com"');
    expect(html).toContain('href="tel:+18327777312"');
    for (const text of [
      "2100 West Loop S Fwy, Houston, TX 77027",
      "Mon-Fri 9AM-6PM",
      "Weekends by appointment",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('aria-label="quick contact"');
    expect(html).toContain("<i>Get Comprehensive Quote</i>");
    expect(html).toContain(`id="contact-title"`);
    expect(html).toMatch(new RegExp(`<h3[^>]*>${contact.formTitle}</h3>`));
  });

  it("under a page's own heading, shows no second heading and is named by its title", async () => {
    const { contact } = await seedHomeContent();
    const html = renderSection(<Contact contact={contact} renderQuoteButton={() => null} headed={false} />);
    expect(html).not.toContain(`id="contact-title"`);
    expect(html).not.toContain(contact.heading.text ?? "no text");
    expect(html).toContain(`aria-label="${contact.heading.title}"`);
    // No level skipped below the page's h1: the cards' and the form's headings are h2s here.
    expect(html).not.toContain("<h3");
    for (const title of [...contact.cards.map((card) => card.title), contact.formTitle])
      expect(html).toMatch(new RegExp(`<h2[^>]*>${title}</h2>`));
  });
});
