import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './mount';

describe('whenSettled: the sandbox panel waits for the screen to stop growing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits while a skeleton is shown, then for the DOM to stay still', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="fp-skeleton"></div>';
    const then = vi.fn();
    whenSettled(root, then);
    await vi.advanceTimersByTimeAsync(1000);
    expect(then).not.toHaveBeenCalled();

    root.innerHTML = '<section>Plan</section>';
    await vi.advanceTimersByTimeAsync(100);
    root.append(document.createElement('section'));
    await vi.advanceTimersByTimeAsync(200);
    expect(then, 'a block arrived 100 ms ago').not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('a busy region counts as still filling in', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<main aria-busy="true"></main>';
    const then = vi.fn();
    whenSettled(root, then);
    await vi.advanceTimersByTimeAsync(500);
    expect(then).not.toHaveBeenCalled();
    root.querySelector('main')!.setAttribute('aria-busy', 'false');
    await vi.advanceTimersByTimeAsync(300);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits while the page is drawn for an audience it assumed, until the shopper is known', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="fp-screen" data-audience-assumed=""><h2>Step 1 of 4</h2></div>';
    const then = vi.fn();
    whenSettled(root, then);
    await vi.advanceTimersByTimeAsync(1500);
    expect(then, 'the subscription has not answered').not.toHaveBeenCalled();
    // A member: the notice replaces the newcomer's blocks, and the marker goes.
    root.innerHTML = '<div class="fp-screen"><p>You are already a member</p></div>';
    await vi.advanceTimersByTimeAsync(300);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes in after four seconds on a page that never stops changing', async () => {
    const root = document.createElement('div');
    const then = vi.fn();
    whenSettled(root, then);
    const ticking = setInterval(() => root.append('tick'), 100);
    await vi.advanceTimersByTimeAsync(3900);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(then).toHaveBeenCalledTimes(1);
    clearInterval(ticking);
    await vi.advanceTimersByTimeAsync(1000);
    expect(then, 'once').toHaveBeenCalledTimes(1);
  });
});
