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

describe('benefit tiles in a loading skeleton', () => {
  // The skeleton is drawn for its size only: a picture loaded there would be loaded again by the
  // shopper's screen drawn next (a second request for the same file, seen in the browser suite).
  it('draws each picture as an empty box of its size and loads none', async () => {
    const audience = { flags: {}, status: 'ACTIVE', planType: 'annual' } as const;
    renderWithEnv(<Screen layout={layout} />, testEnv({ audience, drawingOnly: true }));
    const region = await screen.findByRole('region', {
      name: "Before you go, here's what you'd miss",
    });
    expect(region.querySelectorAll('img')).toHaveLength(0);
    const boxes = region.querySelectorAll('.fp-tile > .fp-image-box.fp-image-box--64x64');
    expect(boxes).toHaveLength(region.querySelectorAll('.fp-tile').length);
    expect(boxes.length).toBeGreaterThan(0);
  });

  it('shows the pictures, 64 px square and lazily loaded, once drawn for the shopper', async () => {
    const audience = { flags: {}, status: 'ACTIVE', planType: 'annual' } as const;
    renderWithEnv(<Screen layout={layout} />, testEnv({ audience }));
    const region = await screen.findByRole('region', {
      name: "Before you go, here's what you'd miss",
    });
    const images = Array.from(region.querySelectorAll('img'));
    expect(images.length).toBe(region.querySelectorAll('.fp-tile').length);
    for (const img of images) {
      expect(img.getAttribute('src')).toMatch(/^\/content-assets\/[a-z0-9-]+\.svg$/);
      expect([img.width, img.height, img.getAttribute('loading')]).toEqual([64, 64, 'lazy']);
    }
  });
});
