/**
 * Shared steps of the lifecycle browser tests (manage, change, cancel, reinstate, confirmation):
 * screenshots at the two widths every screen must read well at, and the sandbox controls these
 * files use. Each file runs in its own sandbox tenant (see ../fixtures.ts).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL, expect } from '../fixtures';

/** Screenshots at 375px and 1280px into artifacts/screenshots/, checked to read well at both. */
export { keepScreenshots as screenshotBothWidths, WIDTHS } from '../screenshots';

/** A fault of docs/api.md "Controls", armed in this file's tenant. */
export interface Fault {
  path: string;
  method?: string;
  status?: number;
  code?: string;
  kind?: 'network' | 'malformed';
  times?: number;
}

/** Arms a fault. */
export async function armFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post(`${BASE_URL}/__sandbox/faults`, { data: fault });
  expect(response.ok(), 'POST /__sandbox/faults').toBe(true);
}

/** Clears every fault. */
export async function clearFaults(request: APIRequestContext): Promise<void> {
  expect((await request.delete(`${BASE_URL}/__sandbox/faults`)).ok()).toBe(true);
}

/** Moves the sandbox clock forward. */
export async function advanceClock(request: APIRequestContext, days: number): Promise<void> {
  const response = await request.post(`${BASE_URL}/__sandbox/clock`, {
    data: { advanceDays: days },
  });
  expect(response.ok(), 'POST /__sandbox/clock').toBe(true);
}

/** Resets the tenant's sandbox (personas, clock, faults, content). */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  expect((await request.post(`${BASE_URL}/__sandbox/reset`)).ok()).toBe(true);
}

/** The value shown next to a fact's label (facts blocks are definition lists). */
export function fact(page: Page, label: string) {
  return page
    .locator('.fp-facts__row', {
      has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }),
    })
    .getByRole('definition');
}

/** Counts the requests a page sends that match a method and a path fragment. */
export function countRequests(page: Page, method: string, pathPart: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && request.url().includes(pathPart)) count += 1;
  });
  return () => count;
}
