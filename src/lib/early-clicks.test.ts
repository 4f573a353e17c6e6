import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_LIVE_ATTRIBUTE,
  EARLY_CLICK_WAIT_MS,
  holdEarlyClicks,
  holdEarlyHistory,
  markAppLive,
} from './early-clicks';

let stops: (() => void)[] = [];
beforeAll(() => {
  stops = [holdEarlyClicks(document), holdEarlyHistory(window)];
});
afterAll(() => stops.forEach((stop) => stop()));

/** The page as painted from its HTML, before the app: links and buttons under #root. */
function page(): { root: HTMLElement; pressed: string[] } {
  document.body.innerHTML = `
    <a id="skip" href="#main">Skip</a>
    <div id="root">
      <a id="cancel" href="/freshpass/manage/cancel-plan">Cancel plan</a>
      <a id="top" href="#faq">Top</a>
      <a id="away" href="https://example.com/">Away</a>
      <a id="tab" href="/freshpass/manage/change" target="_blank">New tab</a>
      <button id="question" type="button">Question</button>
      <form><button id="send" type="submit">Send</button></form>
    </div>`;
  const pressed: string[] = [];
  const root = document.getElementById('root')!;
  // What the app's handlers would see: each press that reaches the element's own listeners.
  root.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    pressed.push(target.id);
    event.preventDefault();
  });
  return { root, pressed };
}

const press = (id: string, init: MouseEventInit = {}) =>
  document
    .getElementById(id)!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));

beforeEach(() => {
  vi.useFakeTimers();
  document.documentElement.removeAttribute(APP_LIVE_ATTRIBUTE);
});
afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  document.documentElement.removeAttribute(APP_LIVE_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('holdEarlyClicks', () => {
  it('holds a link pressed before the app is live and presses it again once it is', () => {
    const { pressed } = page();
    expect(press('cancel')).toBe(false);
    expect(pressed).toEqual([]);
    expect(document.getElementById('cancel')!.getAttribute('aria-busy')).toBe('true');
    markAppLive(document);
    expect(pressed).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(pressed).toEqual(['cancel']);
    expect(document.getElementById('cancel')!.hasAttribute('aria-busy')).toBe(false);
  });

  it('holds a button the same way, and only the newest of two presses', () => {
    const { pressed } = page();
    press('cancel');
    press('question');
    expect(document.getElementById('cancel')!.hasAttribute('aria-busy')).toBe(false);
    markAppLive(document);
    vi.advanceTimersByTime(0);
    expect(pressed).toEqual(['question']);
  });

  it('leaves to the browser what the app does not answer', () => {
    const { pressed } = page();
    // A place on this page, another site, a new tab, a modified press, and a form's submit button
    // (early-submits.ts holds its submit).
    for (const id of ['top', 'away', 'tab', 'send']) press(id);
    press('cancel', { ctrlKey: true });
    press('cancel', { button: 1 });
    expect(pressed).toEqual(['top', 'away', 'tab', 'send', 'cancel', 'cancel']);
    // Outside the app's root (the page's own skip link) nothing is held either.
    expect(press('skip')).toBe(true);
  });

  it('lets every press through once the app is live', () => {
    const { pressed } = page();
    markAppLive(document);
    press('cancel');
    expect(pressed).toEqual(['cancel']);
  });

  it("makes a held press without the app when the app's code never comes", () => {
    const { pressed } = page();
    press('cancel');
    vi.advanceTimersByTime(EARLY_CLICK_WAIT_MS - 1);
    expect(pressed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(pressed).toEqual([]);
    // The press is made in a task of its own after that (a timer inside a timer runs 1 ms on).
    vi.advanceTimersByTime(1);
    expect(pressed).toEqual(['cancel']);
    expect(document.documentElement.hasAttribute(APP_LIVE_ATTRIBUTE)).toBe(true);
  });

  it('presses the same link again where the app has drawn it anew', () => {
    const { root, pressed } = page();
    press('cancel');
    const again = document.createElement('a');
    again.id = 'cancel-again';
    again.href = '/freshpass/manage/cancel-plan';
    again.textContent = 'Cancel plan';
    document.getElementById('cancel')!.replaceWith(again);
    markAppLive(document);
    vi.advanceTimersByTime(1);
    expect(pressed).toEqual(['cancel-again']);
    expect(root.contains(again)).toBe(true);
  });

  it('drops a held press whose element has left the page', () => {
    const { root, pressed } = page();
    press('question');
    document.getElementById('question')!.remove();
    markAppLive(document);
    vi.advanceTimersByTime(0);
    expect(pressed).toEqual([]);
    expect(root.isConnected).toBe(true);
  });
});

describe('holdEarlyHistory', () => {
  it('tells the router of a move back only once the app is live', () => {
    const moves: unknown[] = [];
    const router = (event: PopStateEvent) => moves.push(event.state);
    window.addEventListener('popstate', router);
    try {
      window.history.pushState({ idx: 1 }, '', '/freshpass/manage/change');
      window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 1 } }));
      expect(moves).toEqual([]);
      markAppLive(document);
      vi.advanceTimersByTime(1);
      expect(moves).toEqual([{ idx: 1 }]);
      // Live: the next move is the router's at once.
      window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 2 } }));
      expect(moves).toEqual([{ idx: 1 }, { idx: 2 }]);
    } finally {
      window.removeEventListener('popstate', router);
      window.history.replaceState(null, '', '/');
    }
  });
});
