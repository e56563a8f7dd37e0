import { confirmedAccount, openDashboard, sessionStorageState } from "./support/admin-session.ts";
import { expect, hydrated, test } from "./support/fixtures.ts";

/**
 * Two browsers signed in as one admin: 'Exit Dashboard' ends only the session of the browser it is
 * clicked in; 'Sign out everywhere' ends every session of the account.
 */
test("Exit Dashboard ends this browser's session only; Sign out everywhere ends all", async ({ browser }) => {
  test.setTimeout(180_000);
  const email = await confirmedAccount("two-devices", true);
  const laptop = await openDashboard(browser, await sessionStorageState(email), "");
  const phone = await openDashboard(browser, await sessionStorageState(email), "");
  for (const page of [laptop, phone]) await expect(page.getByText("System Online")).toBeVisible();
  const gate = async (page: typeof laptop) =>
    (await page.request.get("/admin", { maxRedirects: 0, maxRetries: 2 })).status();

  await (await hydrated(laptop.getByRole("button", { name: "Exit Dashboard" }))).click();
  await expect(laptop).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await gate(laptop)).toBe(307);
  // The other browser is still signed in: the dashboard opens and reads.
  await phone.reload();
  await expect(phone.getByText("System Online")).toBeVisible();
  await expect(phone.getByRole("heading", { name: "Recent leads" })).toBeVisible();
  expect(await gate(phone)).toBe(200);

  // Signed in again on the laptop; 'Sign out everywhere' on the phone ends both.
  const again = await openDashboard(browser, await sessionStorageState(email), "");
  await expect(again.getByText("System Online")).toBeVisible();
  await (await hydrated(phone.getByRole("button", { name: "Sign out everywhere" }))).click();
  await expect(phone).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await gate(phone)).toBe(307);
  expect(await gate(again)).toBe(307);
  await again.reload();
  await expect(again).toHaveURL(/\/auth/);
  for (const page of [laptop, phone, again]) expect(page.problems).toEqual([]);
  for (const page of [laptop, phone, again]) await page.context().close();
});
