import { expect, resetSandboxBeforeFile, signIn, test } from '../fixtures';
import { armFault, clearFaults, countRequests } from './lifecycle-helpers';

resetSandboxBeforeFile();
// Faults are shared state of this file's tenant: one test at a time.
test.describe.configure({ mode: 'serial' });

const CANCEL_CALL = '/subscription/user/cancel/';
const FEEDBACK = 'We are moving abroad next month, thanks for everything.';

/** Each catalogue error the cancel call can answer, and its exact message (contract §8). */
const ERRORS: Array<{ name: string; status: number; code: string; message: string }> = [
  { name: '0009', status: 400, code: '0009', message: 'Cancellation reason is invalid.' },
  {
    name: '00013',
    status: 409,
    code: '00013',
    message: 'Subscription is renewing and cannot be cancelled.',
  },
  {
    name: '00014',
    status: 409,
    code: '00014',
    message: 'Your plan is currently being renewed and cannot be cancelled at this time.',
  },
  { name: '0007', status: 500, code: '0007', message: 'Internal server error occured.' },
  {
    name: '412 with 00023',
    status: 412,
    code: '00023',
    message:
      "We're sorry, we were unable to cancel your subscription. Please call our Customer Support team at 1-877-723-3929 so we can help resolve it.",
  },
  {
    name: 'an unknown code',
    status: 500,
    code: 'XYZ123',
    message:
      "Sorry, we're having technical difficulties and working on fixing them, please check back later.",
  },
];

test.afterEach(async ({ request }) => clearFaults(request));

for (const error of ERRORS) {
  test(`cancel answering ${error.name} shows its message, keeps the feedback, one click one request`, async ({
    page,
    request,
  }) => {
    await armFault(request, {
      method: 'POST',
      path: CANCEL_CALL,
      status: error.status,
      code: error.code,
      times: 1,
    });
    await signIn(page, 'active-monthly', '/freshpass/manage/cancel-plan');
    const sent = countRequests(page, 'POST', CANCEL_CALL);
    await page.getByRole('radio', { name: "I'm moving" }).check();
    await page.getByRole('textbox', { name: /Tell us more/ }).fill(FEEDBACK);
    await page.getByRole('button', { name: 'Cancel my plan' }).click();
    await expect(page.getByRole('alert').filter({ hasText: error.message })).toHaveText(
      error.message,
    );
    expect(sent()).toBe(1);
    await expect(page.getByRole('textbox', { name: /Tell us more/ })).toHaveValue(FEEDBACK);
    await expect(page.getByRole('radio', { name: "I'm moving" })).toBeChecked();
    await expect(page.getByText(`${FEEDBACK.length} / 400`)).toBeVisible();
  });
}

test('the real producers: a refund that fails (412 00023) and a renewal tomorrow (00014)', async ({
  page,
}) => {
  for (const [persona, message] of [
    ['refund-fails', /unable to cancel your subscription/],
    ['renewing-tomorrow', /currently being renewed/],
  ] as const) {
    await signIn(page, persona, '/freshpass/manage/cancel-plan');
    await page.getByRole('radio', { name: "I'm moving" }).check();
    await page.getByRole('textbox', { name: /Tell us more/ }).fill(FEEDBACK);
    await page.getByRole('button', { name: 'Cancel my plan' }).click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Tell us more/ })).toHaveValue(FEEDBACK);
  }
});
