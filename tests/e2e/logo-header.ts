/**
 * The page header's check (issue 12), shared by the header and partner-page specs: one definition
 * of what "the banner's logo header" means in the browser.
 */
import type { Page } from '@playwright/test';
import type { BannerFile } from './banners';
import { expect } from './fixtures';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `#B0142A` → `rgb(176, 20, 42)`, as getComputedStyle reports it. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/**
 * The header of the current page shows the banner's logo (the colour or the white file, loaded,
 * with its size given) linking to the shop home, its alt text naming the banner, and the banner's
 * name in text, all inside the viewport.
 */
export async function expectLogoHeader(page: Page, banner: BannerFile, logo: 'color' | 'white') {
  const header = page.getByRole('banner');
  await expect(header).toHaveCount(1);
  await expect(header).toBeVisible();
  const image = header.getByRole('img');
  await expect(image).toHaveCount(1);
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('alt', new RegExp(escapeRegExp(banner.displayName)));
  const file = logo === 'white' ? `${banner.id}-white-[\\w-]+` : `${banner.id}-(?!white-)[\\w-]+`;
  await expect(image).toHaveAttribute('src', new RegExp(`^/assets/${file}\\.svg$`));
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  for (const size of ['width', 'height'])
    expect(Number(await image.getAttribute(size)), `the logo's ${size}`).toBeGreaterThan(0);
  const alt = (await image.getAttribute('alt')) ?? '';
  await expect(header.getByRole('link', { name: alt })).toHaveAttribute('href', '/shop/home.html');
  await expect(header.getByText(banner.displayName)).toBeVisible();
  const viewport = page.viewportSize()?.width ?? 0;
  const box = await image.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= viewport, 'logo inside the screen').toBe(true);
  const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  if (logo === 'white') expect(background).toBe(rgb(banner.theme.primary));
  else expect(background).not.toBe(rgb(banner.theme.primary));
}
