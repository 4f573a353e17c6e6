import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentFile, serveContent, setWidth, showNav } from './testing/nav-harness';

/** Resizes the window to `width` and fires the event, as a window drag does. */
function resizeTo(width: number) {
  setWidth(width);
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const dropdown = () => screen.queryByRole('button', { name: 'Manage Freshpass' });
const isMobile = () => dropdown() !== null;

/** Renders the desktop column at 1200px and waits until content/constants.json is in use. */
async function showDesktopNav(constantsOverride?: Record<string, unknown>) {
  setWidth(1200);
  vi.stubGlobal(
    'fetch',
    serveContent(constantsOverride ? { constants: constantsOverride } : undefined),
  );
  showNav();
  await screen.findByRole('navigation', { name: 'Account navigation' });
  await screen.findByText('constants loaded');
  expect(isMobile()).toBe(false);
  // From here on the throttle's clock (Date.now and setTimeout) is the test's.
  vi.useFakeTimers();
}

/**
 * A drag across the 992px breakpoint: the first resize switches at once, the ones after it inside
 * the throttle window are collapsed into one trailing switch to the last width.
 */
function dragAcrossBreakpoint() {
  resizeTo(800);
  expect(isMobile()).toBe(true);
  advance(50);
  resizeTo(1200);
  advance(50);
  resizeTo(900);
  advance(50);
  resizeTo(1100);
}

describe('LeftNav mobile/desktop switch (contract §4: resize throttled)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setWidth(1200);
  });

  it('switches once per 200 ms from content/constants.json, to the last width', async () => {
    const constants = contentFile('constants') as { timeouts: { resizeThrottleMs: number } };
    expect(constants.timeouts.resizeThrottleMs).toBe(200);
    await showDesktopNav();
    dragAcrossBreakpoint();
    // Three resizes inside the window (to 1200, 900, 1100): no switch back and forth.
    expect(isMobile()).toBe(true);
    advance(49); // 199 ms after the first switch
    expect(isMobile()).toBe(true);
    advance(1); // 200 ms: one trailing switch, to the last width (1100px: the column)
    expect(isMobile()).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Account navigation' })).toBeVisible();
    advance(1000);
    expect(isMobile()).toBe(false);
  });

  it('follows an editor-changed throttle in content/constants.json', async () => {
    const constants = contentFile('constants') as { timeouts: Record<string, number> };
    await showDesktopNav({
      ...constants,
      timeouts: { ...constants.timeouts, resizeThrottleMs: 350 },
    });
    dragAcrossBreakpoint();
    advance(50); // 200 ms: the shipped value would have switched here
    expect(isMobile()).toBe(true);
    advance(149);
    expect(isMobile()).toBe(true);
    advance(1); // 350 ms
    expect(isMobile()).toBe(false);
  });
});
