import { BASE_URL, expect, resetSandboxBeforeFile, signIn, test } from '../fixtures';
import {
  cardFrame,
  countRequests,
  enterCard,
  enterZip,
  expectNoAxeViolationsBesideFrame,
  screenshots,
  setUpAccount,
} from './helpers';

// These tests set faults on the file's sandbox tenant: one at a time, each clears its own.
test.describe.configure({ mode: 'serial' });
resetSandboxBeforeFile();

const CARD_REFUSED =
  'Card cannot be accepted. Please confirm card details were entered correctly or continue with another form of payment.';
const ENROLMENT_FAILED =
  'Your enrollment cannot be processed. Please update your payment method and try again.';

test.afterEach(async ({ request }) => {
  await request.delete(`${BASE_URL}/__sandbox/faults`);
});

test('subscribe: a refused card (00022) and a failed enrolment (00021) keep the step and what was typed', async ({
  page,
}) => {
  await signIn(page, 'new-shopper', '/freshpass/manage/subscribe');
  await enterZip(page, '94110');
  await page.getByRole('link', { name: 'Choose the annual plan' }).click();
  await setUpAccount(page);
  const creates = countRequests(page, 'POST', '/subscription/user/create/');
  const tokenizes = countRequests(page, 'POST', '/tokenservice/tokenize');

  // 00022: the frame refuses the card; nothing is sent to the subscription service.
  await enterCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText(CARD_REFUSED);
  await expect(cardFrame(page).getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  expect(tokenizes()).toBe(1);
  expect(creates()).toBe(0);

  // 00021: the card tokenises but enrolment fails; one click, one create request.
  await enterCard(page, '4000 0000 0000 0341');
  await expect(page.getByRole('alert')).toHaveText(ENROLMENT_FAILED);
  expect(creates()).toBe(1);
  await expect(cardFrame(page).getByLabel('Card number')).toHaveValue('4000 0000 0000 0341');
  await expect(
    page.getByRole('heading', { name: 'Step 4 of 4: add your payment card' }),
  ).toBeVisible();
  await screenshots(page, 'subscribe-payment-00021');
  await expectNoAxeViolationsBesideFrame(page);

  // The flow's state survived: another card finishes on the annual confirmation.
  await enterCard(page, '4111 1111 1111 1111');
  await expect(page.getByText(/Your annual FreshPass plan at Safeway has started/)).toBeVisible();
  expect(creates()).toBe(2);
});

test('subscribe: catalogue errors injected through /__sandbox/faults show their exact words', async ({
  page,
  request,
}) => {
  // A shopper who has never subscribed (the first test subscribed new-shopper in this tenant).
  await signIn(page, 'restricted-zip', '/freshpass/manage/subscribe?plan=monthly');
  await enterZip(page, '85001');
  await setUpAccount(page);
  const creates = countRequests(page, 'POST', '/subscription/user/create/');
  for (const [status, code, message] of [
    [400, '00021', ENROLMENT_FAILED],
    [500, '0007', 'Internal server error occured.'],
    [400, '0000', 'Unknown error. Please contact the support team for resolution.'],
    [400, '0001', "FreshPass isn't available on Safeway yet, but it's coming soon! Stay tuned!"],
    [410, '00047', "We're sorry, this offer is no longer available."],
    [
      400,
      '99999',
      "Sorry, we're having technical difficulties and working on fixing them, please check back later.",
    ],
  ] as const) {
    await request.post(`${BASE_URL}/__sandbox/faults`, {
      data: { method: 'POST', path: '/subscription/user/create/', status, code, times: 1 },
    });
    const before = creates();
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/subscription/user/create/'),
    );
    await enterCard(page, '4111 1111 1111 1111');
    expect((await answered).status()).toBe(status);
    await expect(page.getByRole('alert')).toHaveText(message);
    expect(creates() - before).toBe(1);
    await expect(cardFrame(page).getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  }
  // The tokenize call refused by a fault comes back from the frame as 00022.
  await request.post(`${BASE_URL}/__sandbox/faults`, {
    data: { method: 'POST', path: '/tokenservice/tokenize', status: 400, code: '00022', times: 1 },
  });
  const before = creates();
  await enterCard(page, '4111 1111 1111 1111');
  await expect(page.getByRole('alert')).toHaveText(CARD_REFUSED);
  expect(creates()).toBe(before);
  // With the faults used up, the same card goes through.
  await enterCard(page, '4111 1111 1111 1111');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to FreshPass' })).toBeVisible();
});

test('update payment: 00022 and 00021 in the catalogue words, typed card kept, one request per click', async ({
  page,
  request,
}) => {
  await signIn(page, 'household-primary', '/freshpass/manage/update-payments');
  const updates = countRequests(page, 'POST', '/tenders');

  await enterCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText(CARD_REFUSED);
  expect(updates()).toBe(0);

  await enterCard(page, '4000 0000 0000 0341');
  await expect(page.getByRole('alert')).toHaveText(ENROLMENT_FAILED);
  expect(updates()).toBe(1);
  await expect(cardFrame(page).getByLabel('Card number')).toHaveValue('4000 0000 0000 0341');

  await request.post(`${BASE_URL}/__sandbox/faults`, {
    data: { method: 'POST', path: '/tenders', status: 400, code: '00021', times: 1 },
  });
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/tenders'),
  );
  await enterCard(page, '4111 1111 1111 1111');
  expect((await answered).status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText(ENROLMENT_FAILED);
  expect(updates()).toBe(2);
  await expect(cardFrame(page).getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  await screenshots(page, 'update-payment-00021');
  await expectNoAxeViolationsBesideFrame(page);
  await page.getByRole('link', { name: 'Back to Manage FreshPass' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
