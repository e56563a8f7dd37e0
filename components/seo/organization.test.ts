import { describe, expect, it } from "vitest";
import { siteShell } from "../../tests/fixtures/content/site-shell.ts";
import { internationalPhone, jsonForScript, organizationJsonLd } from "./organization.ts";

describe("organization JSON-LD", () => {
  const data = organizationJsonLd(siteShell, new URL("https://www.example.com"));

  it("names the agency at the site's address, with its main contact details", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Cardinal Consulting",
      url: "https://www.example.com/",
      email: "hello@cardinalhouston.com",
      telephone: "+18327777312",
      address: { "@type": "PostalAddress", addressLocality: "Houston", addressRegion: "Texas" },
    });
  });

  it("lists the three offices, each with a postal address and a phone number", () => {
    expect(data.location.map((place) => place.address.addressLocality)).toEqual([
      "Houston",
      "Dubai",
      "Irvine",
    ]);
    for (const place of data.location) {
      expect(place["@type"]).toBe("Place");
      expect(place.address["@type"]).toBe("PostalAddress");
      expect(place.telephone).toMatch(/^\+\d{9,}$/);
    }
    expect(data.location[1]?.telephone).toBe("+97145550123");
    expect(data.location[2]?.telephone).toBe("+19495550123");
    expect(data.location[0]?.address.streetAddress).toBe("2100 West Loop S Fwy, Houston, TX 77027");
  });

  it("follows the content: another office list gives other places", () => {
    const dubai = siteShell.offices.find((office) => office.city === "Dubai");
    if (!dubai) throw new Error("the fixture has a Dubai office");
    const moved = organizationJsonLd(
      { ...siteShell, offices: [{ ...dubai, isHeadquarters: true }] },
      new URL("https://cardinal.test"),
    );
    expect(moved.address?.addressLocality).toBe("Dubai");
    expect(moved.location).toHaveLength(1);
    expect(moved.url).toBe("https://cardinal.test/");
  });

  it("writes phone numbers in international form and JSON that cannot close its script tag", () => {
    expect(internationalPhone("(832) 777-7312")).toBe("+18327777312");
    expect(internationalPhone("+971 4 555 0123")).toBe("+97145550123");
    expect(jsonForScript({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
    expect(JSON.parse(jsonForScript({ name: "</script>" }))).toEqual({ name: "</script>" });
  });
});
