/**
 * The screenshots docs/look.md shows a newcomer (issue 22): written only when LOOK_SCREENSHOTS=1,
 * as small PNGs under docs/screenshots/, so an ordinary test run changes no committed file.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';

const DIR = resolve(import.meta.dirname, '../../../docs/screenshots');

/** Saves the element (or the page's viewport) as docs/screenshots/<name>.png when asked to. */
export async function docShot(target: Page | Locator, name: string): Promise<void> {
  if (process.env.LOOK_SCREENSHOTS !== '1') return;
  mkdirSync(DIR, { recursive: true });
  await target.screenshot({ path: resolve(DIR, `${name}.png`), animations: 'disabled' });
}
