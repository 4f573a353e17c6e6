import { screen } from '@testing-library/react';
import { Screen } from '../layout/layout-renderer';
import { renderWithEnv, richTextRendered, testEnv } from '../testing/test-env';

const layout = {
  id: 'tiles',
  title: 'Tiles',
  blocks: [{ type: 'benefitTiles', id: 'pre-churn', data: 'content:pre-churn-tiles', props: {} }],
};

/** The tiles' titles, in order. */
async function titles(env: Parameters<typeof testEnv>[0]): Promise<string[]> {
  renderWithEnv(<Screen layout={layout} />, testEnv(env));
  await richTextRendered();
  const region = await screen.findByRole('region', {
    name: "Before you go, here's what you'd miss",
  });
  return Array.from(region.querySelectorAll('.fp-tile__title'), (t) => t.textContent ?? '');
}

describe('benefit tiles by audience', () => {
  it("shows a monthly member the monthly plan's tiles, not the annual savings", async () => {
    const shown = await titles({ audience: { flags: {}, status: 'ACTIVE', planType: 'monthly' } });
    expect(shown.some((t) => t.includes('5% off'))).toBe(true);
    expect(shown.some((t) => t.includes('Annual savings'))).toBe(false);
  });

  it('shows every variant while the build records the page, whoever the audience', async () => {
    const shown = await titles({
      everyVariant: true,
      audience: { flags: {}, status: 'ACTIVE', planType: 'monthly' },
    });
    expect(shown.some((t) => t.includes('5% off'))).toBe(true);
    expect(shown.some((t) => t.includes('Annual savings'))).toBe(true);
  });
});
