import { it } from "vitest";
import { pagePerTest, viewports } from "../support/browser";
import { toCheckout } from "../support/e2e-checkout";
const open = pagePerTest();
it("debug", async () => {
  const page = await open(viewports.phone);
  try {
    await toCheckout(page, undefined, "Faculty/Staff");
  } catch (e) {
    await page.screenshot({ path: "/tmp/receipts/debug.png", fullPage: true });
    throw e;
  }
});
