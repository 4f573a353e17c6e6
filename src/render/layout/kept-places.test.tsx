import { render } from '@testing-library/react';
import { useRef } from 'react';
import { keptPlaceMargins, useKeptPlaces } from './kept-places';

describe('keptPlaceMargins', () => {
  it('gives a block that would move up the room it would lose', () => {
    // The newcomer's blocks (a, b) leave; the member's notice (m) takes their place; faq stays.
    const before = new Map([
      ['a', 100],
      ['b', 300],
      ['faq', 900],
    ]);
    const margins = keptPlaceMargins(before, [
      { id: 'm', top: 100 },
      { id: 'faq', top: 200 },
    ]);
    expect([...margins]).toEqual([['faq', 700]]);
  });

  it('measures each block with the margins added above it', () => {
    const before = new Map([
      ['x', 500],
      ['y', 800],
    ]);
    // x would move up 300 and y 400: y needs only 100 more once x is held.
    const margins = keptPlaceMargins(before, [
      { id: 'x', top: 200 },
      { id: 'y', top: 400 },
    ]);
    expect([...margins]).toEqual([
      ['x', 300],
      ['y', 100],
    ]);
  });

  it('leaves blocks that stay, move down, are new, or move by rounding alone', () => {
    const before = new Map([
      ['same', 100],
      ['down', 200],
      ['rounding', 400],
    ]);
    const margins = keptPlaceMargins(before, [
      { id: 'same', top: 100 },
      { id: 'new', top: 150 },
      { id: 'down', top: 260 },
      { id: 'rounding', top: 399.7 },
    ]);
    expect(margins.size).toBe(0);
  });
});

/** Blocks whose top the test sets (jsdom has no layout): `data-top` on each. */
function Probe({ ids, assumed }: { ids: string[]; assumed: boolean }) {
  const root = useRef<HTMLDivElement>(null);
  useKeptPlaces(root, assumed);
  return (
    <div ref={root}>
      {ids.map((id, i) => (
        <div key={id} data-block={id} data-top={String(i * 100)} />
      ))}
    </div>
  );
}

describe('useKeptPlaces', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = Number(this.dataset.top ?? 0) + (parseFloat(this.style.marginTop) || 0);
      return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top } as DOMRect;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const marginOf = (container: HTMLElement, id: string) =>
    (container.querySelector(`[data-block="${id}"]`) as HTMLElement).style.marginTop;

  it('keeps a block in place when the assumed audience gives way to the real one', () => {
    // While assumed: a (0), b (100), faq (200). Known: m (0), faq (100) would move up by 100.
    const { container, rerender } = render(<Probe ids={['a', 'b', 'faq']} assumed />);
    rerender(<Probe ids={['m', 'faq']} assumed={false} />);
    expect(marginOf(container, 'faq')).toBe('100px');
    expect(marginOf(container, 'm')).toBe('');
  });

  it('moves nothing for a screen whose audience was known from the start', () => {
    const { container, rerender } = render(<Probe ids={['a', 'b', 'faq']} assumed={false} />);
    rerender(<Probe ids={['m', 'faq']} assumed={false} />);
    expect(marginOf(container, 'faq')).toBe('');
  });

  it('holds the places once: later changes of the known page are the shopper’s own', () => {
    const { container, rerender } = render(<Probe ids={['a', 'b', 'faq']} assumed />);
    rerender(<Probe ids={['a', 'b', 'faq']} assumed={false} />);
    rerender(<Probe ids={['m', 'faq']} assumed={false} />);
    expect(marginOf(container, 'faq')).toBe('');
  });
});
