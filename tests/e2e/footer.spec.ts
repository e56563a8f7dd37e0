import { serviceLinks, siteShell } from "../fixtures/content/site-shell.ts";
import { expect, test } from "./support/fixtures.ts";

test("the footer lists services, industries, company links, offices and contact details", async ({
  page,
  consoleProblems,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");

  const services = footer.getByRole("navigation", { name: "Services" }).getByRole("link");
  await expect(services).toHaveCount(8);
  for (const [index, link] of serviceLinks.entries()) {
    await expect(services.nth(index)).toHaveText(link.label);
    await expect(services.nth(index)).toHaveAttribute("href", link.href);
  }

  await expect(footer.getByRole("navigation", { name: "Industries" }).getByRole("link")).toHaveText([
    "Real Estate",
    "Government",
    "Legal Services",
    "Healthcare",
  ]);
  const company = footer.getByRole("navigation", { name: "Company" });
  await expect(company.getByRole("link", { name: "Portfolio" })).toHaveAttribute("href", "/insights");
  await expect(company.getByRole("link")).toHaveText(["About", "Careers", "Portfolio", "Contact"]);

  for (const city of ["Houston", "Dubai", "Irvine"]) await expect(footer).toContainText(city);
  await expect(footer.getByRole("link", { name: /hello@cardinalhouston\.com/ })).toHaveAttribute(
    "href",
    "mailto:hello@cardinalhouston.com",
  );
  await expect(footer.getByRole("link", { name: /\(832\) 777-7312/ })).toHaveAttribute(
    "href",
    "tel:8327777312",
  );
  const legal = footer.getByRole("navigation", { name: "Legal" });
  for (const link of siteShell.legalLinks) {
    await expect(legal.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
  }
  expect(consoleProblems.list).toEqual([]);
});
