import { expect, resetSandboxBeforeFile, signIn, test } from './fixtures';

resetSandboxBeforeFile();

const GUARDED = [
  '/freshpass/manage',
  '/freshpass/manage/change.html',
  '/freshpass/manage/confirmation',
  '/freshpass/manage/cancel-plan',
  '/freshpass/manage/update-payments.html',
];

function expectRedirect(url: string, page: string, back: string) {
  const parsed = new URL(url);
  expect(parsed.pathname).toBe(page);
  expect(parsed.searchParams.get('redirect')).toBe(back);
}

test('a visitor without a session is sent to sign-in with a redirect back', async ({ page }) => {
  for (const path of GUARDED) {
    await page.goto(path);
    await page.waitForURL('**/account/sign-in.html**');
    expectRedirect(page.url(), '/account/sign-in.html', path);
  }
});

test('a guest (userType G) is sent to sign-in', async ({ page }) => {
  await page.goto('/account/sign-in.html?persona=guest&redirect=/freshpass/manage');
  await page.waitForURL('**/account/sign-in.html?redirect=**');
  expectRedirect(page.url(), '/account/sign-in.html', '/freshpass/manage');
});

test('a remembered user (userType R) is sent to re-sign-in', async ({ page }) => {
  await page.goto('/account/sign-in.html?persona=remembered&redirect=/freshpass/manage/change');
  await page.waitForURL('**/account/re-sign-in.html**');
  expectRedirect(page.url(), '/account/re-sign-in.html', '/freshpass/manage/change');
});

test('the remembered-sign-in cookie without a session sends to re-sign-in', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'SWY_REMEMBER_ME', value: 'true', url: baseURL }]);
  await page.goto('/freshpass/manage');
  await page.waitForURL('**/account/re-sign-in.html**');
  expectRedirect(page.url(), '/account/re-sign-in.html', '/freshpass/manage');
});

test('an expired session is sent to sign-in', async ({ page }) => {
  await page.goto('/account/sign-in.html?persona=expired&redirect=/freshpass/manage');
  await page.waitForURL('**/account/sign-in.html?redirect=**');
  expectRedirect(page.url(), '/account/sign-in.html', '/freshpass/manage');
});

test('a failed user-info call sends to sign-in', async ({ page }) => {
  await signIn(page, 'active-monthly', '/freshpass/manage/freshpass-faq');
  await page.route('**/unified/userinfo**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/freshpass/manage/cancel-plan');
  await page.waitForURL('**/account/sign-in.html**');
  expectRedirect(page.url(), '/account/sign-in.html', '/freshpass/manage/cancel-plan');
});

test('a signed-in shopper comes back to the page asked for, with its query', async ({ page }) => {
  await signIn(page, 'active-monthly', '/freshpass/manage/change?storeId=3132');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Change your FreshPass plan' }),
  ).toBeVisible();
  expect(new URL(page.url()).search).toBe('?storeId=3132');
});
