import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { skeletonMembership, skeletonSubscription } from '../../api';
import { BannerProvider } from '../../content/banner-context';
import { RenderEnvProvider } from '../render-env';
import { testEnv } from '../testing/test-env';
import { ContentScreen, type ContentScreenProps } from './content-screen';

/** A member's block bound to the subscription, a newcomer's block, and one for everyone. */
const layout = {
  id: 'probe',
  title: 'Probe screen',
  blocks: [
    {
      type: 'notice',
      id: 'member',
      when: { statuses: ['ACTIVE'] },
      props: { text: 'Your plan is active.' },
    },
    { type: 'notice', id: 'newcomer', when: { statuses: ['NONE'] }, props: { text: 'Join.' } },
    { type: 'heading', id: 'all', props: { text: 'For everyone', level: 2 } },
  ],
};

function renderScreen(props: ContentScreenProps) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(layout))),
  );
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BannerProvider bannerId="safeway">
        <MemoryRouter>
          <RenderEnvProvider env={testEnv()}>
            <ContentScreen {...props} />
          </RenderEnvProvider>
        </MemoryRouter>
      </BannerProvider>
    </SWRConfig>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ContentScreen with a loadingShape', () => {
  it("draws the likely shopper's blocks as skeletons, hidden and inert, in a busy region", async () => {
    const likely = skeletonSubscription();
    const view = renderScreen({
      layoutId: 'probe',
      loading: true,
      loadingShape: { membership: skeletonMembership(likely), data: { subscription: likely } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Probe screen' })).toBeVisible();
    const region = view.container.querySelector('.fp-screen-loading');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const drawn = Array.from(region?.querySelectorAll('[data-block]') ?? []);
    expect(drawn.map((b) => b.getAttribute('data-block'))).toEqual(['member', 'all']);
    for (const block of drawn) expect(block).toHaveClass('fp-skeleton');
    const hidden = region?.querySelector('.fp-screen-skeleton');
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveAttribute('inert');
    // Nothing of the stand-in is offered to assistive technology.
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('draws a bar, not the words, for a title that waits for the data', async () => {
    const likely = skeletonSubscription();
    const view = renderScreen({
      layoutId: 'probe',
      loading: true,
      titleWaitsForData: true,
      loadingShape: { membership: skeletonMembership(likely), data: { subscription: likely } },
    });
    const region = await screen.findByRole('status');
    expect(region.closest('.fp-screen-loading')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() =>
      expect(view.container.querySelectorAll('[data-block].fp-skeleton')).toHaveLength(2),
    );
    expect(view.container.querySelector('.fp-skeleton--title')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(view.container.textContent).not.toContain('Probe screen');
  });

  it('shows the blocks of the real shopper once the data is in, and no skeleton', async () => {
    const view = renderScreen({
      layoutId: 'probe',
      audience: { status: 'NONE' },
      loadingShape: { membership: skeletonMembership() },
    });
    expect(await screen.findByText('Join.')).toBeVisible();
    expect(view.container.querySelector('.fp-skeleton, [aria-busy="true"]')).toBeNull();
    expect(screen.queryByText('Your plan is active.')).toBeNull();
  });
});
