import { describe, expect, it } from 'vitest';
import { focusableIn, trapTarget } from './focus-trap';

function build(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <button type="button" id="toggle">Manage Freshpass</button>
    <ul><li><a href="/a" id="a">A</a></li><li><a href="/b" id="b">B</a></li></ul>
    <div hidden><a href="/c" id="c">C</a></div>
    <button type="button" disabled id="d">D</button>`;
  document.body.append(root);
  return root;
}

describe('focus trap', () => {
  it('lists only reachable elements', () => {
    const root = build();
    expect(focusableIn(root).map((el) => el.id)).toEqual(['toggle', 'a', 'b']);
    root.remove();
  });

  it.each([
    ['b', false, 'toggle'],
    ['toggle', true, 'b'],
    ['a', false, null],
    ['a', true, null],
    [null, false, 'toggle'],
    [null, true, 'b'],
  ] as const)('from %s (backwards %s) → %s', (from, backwards, to) => {
    const root = build();
    const els = focusableIn(root);
    const active = from ? document.getElementById(from) : document.body;
    expect(trapTarget(els, active, backwards)?.id ?? null).toBe(to);
    root.remove();
  });
});
