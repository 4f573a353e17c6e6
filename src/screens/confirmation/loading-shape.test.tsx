/**
 * The confirmation's loading skeleton (issue 22 §3): for each way of arriving, the blocks that
 * arrival's likely plan shows, drawn as boxes of their size, under a grey bar for the title.
 */
import layout from '../../../content/screens/confirmation.json';
import type { ScreenLayout } from '../../render/block-definition';
import { ShapedSkeleton } from '../../render/layout/shaped-skeleton';
import { renderWithEnv, testEnv } from '../../render/testing/test-env';
import type { ConfirmationSource } from './confirmation-view';
import { confirmationLoadingShape } from './loading-shape';

const expected: [ConfirmationSource, string[]][] = [
  [null, ['status-active', 'current-details', 'monthly-savings', 'monthly-perks', 'next']],
  ['reinstate', ['reinstated-note', 'current-details', 'monthly-savings', 'monthly-perks', 'next']],
  ['change', ['changed-note', 'current-details', 'annual-savings', 'annual-perks', 'next']],
  ['retention', ['retained-note', 'retained-offer', 'annual-savings', 'annual-perks', 'next']],
];

describe('confirmationLoadingShape', () => {
  it.each(expected)('from %s draws that arrival’s blocks under a title bar', (source, blocks) => {
    const { container } = renderWithEnv(
      <ShapedSkeleton
        layout={layout as ScreenLayout}
        label="Loading…"
        shape={confirmationLoadingShape(source)}
        withTitle
      />,
      testEnv(),
    );
    const drawn = Array.from(container.querySelectorAll('[data-block]'));
    expect(drawn.map((b) => b.getAttribute('data-block'))).toEqual(blocks);
    for (const block of drawn) expect(block).toHaveClass('fp-skeleton');
    // A bar in the title's place; the title itself waits for the shopper's own plan.
    expect(container.querySelector('.fp-skeleton--title')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.textContent).not.toContain(layout.title);
  });
});
