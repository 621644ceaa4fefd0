// The review scenario's waiting decal (seeds/scenarios/review.json), decided in the app as a publisher would:
// a seeded revision is revision 0, and Approve sends it back as the queue showed it. A decision the server
// refuses says why where the focus goes: above the queue after Approve, in the dialog after Reject.
import { expect, test } from '../fixtures.js';
import { PublisherDashboardPage } from '../pages/publisher-dashboard-page.js';

test.use({ scenario: 'review' });

const PUBLISHER = { email: 'publisher@review.test', password: 'QaTester!2026' };
const SPOT = 'Waiting for review';
const REASON = 'The image is blurry, please upload a sharper one.';
/** The decision call, failing once with a message of the server's (the QA console's faults). */
const FAULT = {
  method: 'POST',
  path: '/sponsor/api/v1/spot/content/review',
  status: 503,
  message: 'The review service is down for a moment.',
  times: 1,
};

test('the seeded waiting decal is approved from the queue', async ({ page, loginAs }) => {
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  const dashboard = new PublisherDashboardPage(page);
  await dashboard.goto('#reviews');
  await dashboard.approve(SPOT);
  await expect(dashboard.reviewOutcome).toContainText('Approved');
  await expect(dashboard.reviewItem(SPOT)).toHaveCount(0);
  await expect(dashboard.reviews.getByText('Nothing waits for your approval.')).toBeVisible();
});

test('a refused Approve or Reject says why where the focus goes', async ({ page, loginAs, sim }) => {
  await loginAs(PUBLISHER.email, PUBLISHER.password);
  const dashboard = new PublisherDashboardPage(page);
  await dashboard.goto('#reviews');
  await expect(dashboard.reviewItem(SPOT)).toBeVisible();

  await sim.armFault(FAULT);
  await dashboard.approve(SPOT);
  const refused = dashboard.reviews.getByRole('alert');
  await expect(refused).toHaveText(FAULT.message);
  await expect(refused).toBeFocused();
  await expect(dashboard.reviewItem(SPOT)).toBeVisible();

  await sim.armFault(FAULT);
  await dashboard.reject(SPOT, REASON);
  const inDialog = dashboard.rejectDialog.getByRole('alert');
  await expect(inDialog).toHaveText(FAULT.message);
  await expect(inDialog).toBeFocused();
  // Nothing was decided: the reason stays, and the next try goes through.
  await expect(dashboard.rejectDialog.getByLabel('Reason')).toHaveValue(REASON);
  await dashboard.rejectDialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dashboard.rejectDialog).toBeHidden();
  await expect(dashboard.reviewOutcome).toContainText('Rejected');
});
