import { expectAccessible } from '../../fixtures/a11y.ts';
import { expect, test } from '../../fixtures/portal.ts';

/**
 * The pages a link or an answer ends on that no journey reaches, each checked like every screen
 * (axe, overflow, buttons, cut text at 360 and 1280 px): they are what an applicant is left with.
 */
const pages = [
  ['reset password sent (page)', '/resetPassword_successful'],
  ['wrong route', '/redirect/wrongRoute'],
  ['info session ended', '/error/infosession/expired/someone'],
  ['interview already accepted', '/error/alreadyInvited/someone'],
  ['link replaced', '/error/link_replaced'],
  ['offer accepted', '/admission/accepted_offer'],
  ['offer already decided', '/admission/already_decided'],
  ['offer expired', '/admission/offer_expired'],
  ['offer declined', '/admission/offer_declined'],
  ['payment declined', '/payment-declined'],
  ['self invite successful (page)', '/infoSession/invite_successful'],
  ['reschedule successful', '/invite-successful'],
  ['page not found', '/no/such/page'],
] as const;

test('every outcome page reads well at both widths', async ({ page }) => {
  // Thirteen pages, each checked at two widths with axe: more than one screen's minute.
  test.setTimeout(120_000);
  for (const [label, path] of pages) {
    await page.goto(path);
    // Some end on a dialog over the page (its title an h2), so any heading marks the page drawn.
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page, label);
  }
});
