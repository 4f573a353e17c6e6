import userEvent from '@testing-library/user-event';
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { ScreenLayout } from '../block-definition';
import type { ValidateFn } from '../render-env';
import broken from '../../../tests/fixtures/layouts/broken.json';
import { BLOCK_ERROR, renderWithEnv, stateHook, testEnv } from '../testing/test-env';
import { Screen } from './layout-renderer';

const brokenLayout = broken as ScreenLayout;
const annual = { id: 'a', kind: 'annual', title: 'Annual', price: '$99', period: '/year' };

describe('Screen', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders the rest of the screen around an unknown block and broken blocks', () => {
    renderWithEnv(<Screen layout={brokenLayout} />);
    expect(screen.getByRole('heading', { name: 'Before the broken blocks' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'After the broken blocks' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      BLOCK_ERROR,
      BLOCK_ERROR,
    ]);
  });

  it('shows an unknown block as a visible placeholder in development and preview', () => {
    renderWithEnv(<Screen layout={brokenLayout} />, testEnv({ mode: 'preview' }));
    expect(screen.getByRole('note')).toHaveTextContent('Unknown block “carousel”');
  });

  it('renders nothing for an unknown block in production, with one console warning', () => {
    const { rerender } = renderWithEnv(
      <Screen layout={brokenLayout} />,
      testEnv({ mode: 'production' }),
    );
    expect(screen.queryByRole('note')).toBeNull();
    rerender(<Screen layout={brokenLayout} />);
    const warnings = vi
      .mocked(console.warn)
      .mock.calls.filter((c) => String(c[0]).includes('carousel'));
    expect(warnings).toHaveLength(1);
  });

  it('logs which block broke and why', () => {
    renderWithEnv(<Screen layout={brokenLayout} />);
    const logged = vi
      .mocked(console.error)
      .mock.calls.map((c) => String(c[0]))
      .join('\n');
    expect(logged).toContain('Block "wrong-props" (planCards) failed to render');
    expect(logged).toContain('/plans: must be array');
  });

  it('contains a block that throws while rendering', () => {
    renderWithEnv(
      <Screen
        layout={{
          id: 's',
          blocks: [
            {
              type: 'buttonRow',
              id: 'no-action',
              props: { buttons: [{ label: 'Go', action: 'missing' }] },
            },
            { type: 'heading', id: 'ok', props: { text: 'Still here' } },
          ],
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(BLOCK_ERROR);
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
  });

  it('skips blocks whose visibility rule does not match', () => {
    const layout: ScreenLayout = {
      id: 's',
      blocks: [
        { type: 'heading', id: 'snap', when: { flags: ['enableSnap'] }, props: { text: 'SNAP' } },
        { type: 'heading', id: 'lto', when: { flags: ['enableLTO'] }, props: { text: 'LTO' } },
        {
          type: 'heading',
          id: 'cancelled',
          when: { statuses: ['CANCELLED'] },
          props: { text: 'Reinstate' },
        },
      ],
    };
    renderWithEnv(<Screen layout={layout} audience={{ status: 'ACTIVE' }} />);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['SNAP']);
  });

  it('puts the lead blocks first, in the screen’s own box', () => {
    const layout: ScreenLayout = {
      id: 's',
      blocks: [{ type: 'heading', id: 'own', props: { text: 'Own block' } }],
    };
    const { container } = renderWithEnv(
      <Screen
        layout={layout}
        lead={[{ type: 'notice', id: 'lead', props: { text: 'A lead notice', tone: 'warning' } }]}
      />,
    );
    const box = container.querySelector('.fp-screen') as HTMLElement;
    expect(
      Array.from(box.querySelectorAll(':scope > [data-block]'), (b) =>
        b.getAttribute('data-block'),
      ),
    ).toEqual(['lead', 'own']);
    expect(screen.getByText('A lead notice')).toBeVisible();
  });

  it('reserves the block size with a skeleton while its data loads', () => {
    const env = testEnv({ dataSources: { plans: stateHook({ isLoading: true }) } });
    renderWithEnv(
      <Screen
        layout={{
          id: 's',
          blocks: [{ type: 'planCards', id: 'p', data: 'plans', props: { plans: [annual] } }],
        }}
      />,
      env,
    );
    // Screen readers hear a polite busy status; the grey box itself is hidden from them and gets
    // its height from a class (the strict CSP allows no inline style).
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const skeleton = document.querySelector('[data-block="p"] .fp-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveClass('fp-reserve--360');
    expect(skeleton?.closest('[aria-busy="true"]')).not.toBeNull();
    expect(document.querySelector('[style]')).toBeNull();
  });

  it('renders data it already has while the source revalidates, never a skeleton over it', () => {
    // SWR reports isLoading on the first mount of a key another hook already filled (the screen's
    // content preload): the block must show that data at once, or it pops in a frame later.
    const env = testEnv({
      dataSources: {
        plans: stateHook({ isLoading: true, data: [{ planType: 'ANNUAL', fee: 99 }] }),
      },
    });
    renderWithEnv(
      <Screen
        layout={{
          id: 's',
          blocks: [{ type: 'planCards', id: 'p', data: 'plans', props: { plans: [annual] } }],
        }}
      />,
      env,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('$99.00')).toBeInTheDocument();
  });

  it('shows the catalogue message in place when the data source fails', () => {
    const env = testEnv({
      dataSources: { partnerOffers: stateHook({ isLoading: false, error: { code: '0007' } }) },
      messageFor: (error) => `message for ${(error as { code: string }).code}`,
    });
    renderWithEnv(
      <Screen
        layout={{
          id: 's',
          blocks: [
            { type: 'partnerOffers', id: 'o', data: 'partnerOffers', props: {} },
            { type: 'heading', id: 'h', props: { text: 'Below' } },
          ],
        }}
      />,
      env,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('message for 0007');
    expect(screen.getByRole('heading', { name: 'Below' })).toBeInTheDocument();
  });

  it('offers "Try again", which reads the source again, and the support phone', async () => {
    const mutate = vi.fn(async () => undefined);
    const env = testEnv({
      dataSources: {
        partnerOffers: () => ({ isLoading: false, error: { code: '0007' }, mutate }),
      },
      messageFor: () => 'Internal server error occured.',
    });
    renderWithEnv(
      <Screen
        layout={{
          id: 's',
          blocks: [{ type: 'partnerOffers', id: 'o', data: 'partnerOffers', props: {} }],
        }}
      />,
      env,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Internal server error occured\.$/);
    const phone = testEnv().placeholders?.phone ?? '';
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:+${phone.replace(/\D/g, '')}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    // Focus stays on the block, not the page body, while the button goes away.
    expect(document.activeElement).toBe(document.querySelector('[data-block="o"]'));
  });

  it('treats an unknown data source as a broken block', () => {
    renderWithEnv(
      <Screen
        layout={{
          id: 's',
          blocks: [{ type: 'richText', id: 'r', data: 'weather', props: { html: 'x' } }],
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(BLOCK_ERROR);
  });
});

describe('block props the build checked', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  const heading = { text: 'Checked at build' };
  const layout: ScreenLayout = {
    id: 's',
    blocks: [{ type: 'heading', id: 'h', props: heading }],
  };
  const realValidators = testEnv().validators as Readonly<Record<string, ValidateFn>>;

  it('renders marked props without asking for the validators', () => {
    const load = vi.fn(() => new Promise<never>(() => undefined));
    renderWithEnv(
      <Screen layout={layout} />,
      testEnv({ validators: load, propsChecked: (props) => props === heading }),
    );
    expect(screen.getByRole('heading', { name: 'Checked at build' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for the validators to check unmarked props, then renders or refuses them', async () => {
    let loaded: (validators: Readonly<Record<string, ValidateFn>>) => void = () => undefined;
    const loading = new Promise<Readonly<Record<string, ValidateFn>>>((resolve) => {
      loaded = resolve;
    });
    const env = testEnv({ validators: () => loading, propsChecked: () => false });
    // Rendered in an awaited act: React 19 retries a suspended first render only then
    // (testing-library/react-testing-library#1375).
    await act(async () => {
      renderWithEnv(
        <Suspense fallback={<p>Waiting</p>}>
          <Screen
            layout={{
              id: 's',
              blocks: [
                { type: 'heading', id: 'ok', props: { text: 'Checked now' } },
                { type: 'heading', id: 'bad', props: { text: 3 } },
              ],
            }}
          />
        </Suspense>,
        env,
      );
    });
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => loaded(realValidators));
    expect(await screen.findByRole('heading', { name: 'Checked now' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(BLOCK_ERROR);
  });
});
