/**
 * Update-payments' loading skeleton (issue 22 §3): drawn from its own layout for the likeliest
 * shopper, the primary holder of an active plan with a card on file, so each box is the size of
 * the block that replaces it; the card frame is a box of its size, never loaded.
 */
import layout from '../../../content/screens/update-payments.json';
import type { ScreenLayout } from '../../render/block-definition';
import { ShapedSkeleton } from '../../render/layout/shaped-skeleton';
import { renderWithEnv, testEnv } from '../../render/testing/test-env';
import { updatePaymentsLoadingShape } from './loading-shape';

describe('updatePaymentsLoadingShape', () => {
  it("draws the primary holder's blocks, card on file and card frame box included", async () => {
    const { container } = renderWithEnv(
      <ShapedSkeleton
        layout={layout as ScreenLayout}
        label="Loading…"
        shape={updatePaymentsLoadingShape()}
        actions={{ updatePayment: vi.fn() }}
      />,
      testEnv(),
    );
    const drawn = Array.from(container.querySelectorAll('[data-block]'));
    expect(drawn.map((b) => b.getAttribute('data-block'))).toEqual([
      'intro',
      'card-on-file',
      'card',
      'payment-hold',
      'edit-back',
    ]);
    for (const block of drawn) expect(block).toHaveClass('fp-skeleton');
    // The frame's lazy chunk would have loaded by now, had the skeleton asked for it.
    await import('../../render/blocks/card-frame/card-frame');
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('.fp-card-frame__placeholder')).not.toBeNull();
  });
});
