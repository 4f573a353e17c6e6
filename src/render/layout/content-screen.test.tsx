import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { BannerProvider } from '../../content/banner-context';
import { CONTENT_WAIT_MS, contentKey } from '../../content/use-content';
import { RenderEnvProvider } from '../render-env';
import { BLOCK_ERROR, testEnv } from '../testing/test-env';
import { ContentScreen, type ContentScreenProps } from './content-screen';

const layout = {
  id: 'probe',
  title: 'Probe screen',
  blocks: [{ type: 'heading', id: 'h', props: { text: 'A heading block', level: 2 } }],
};

function renderScreen(props: ContentScreenProps, env = testEnv()) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BannerProvider bannerId="safeway">
        <MemoryRouter>
          <RenderEnvProvider env={env}>
            <ContentScreen {...props} />
          </RenderEnvProvider>
        </MemoryRouter>
      </BannerProvider>
    </SWRConfig>,
  );
}

const respond = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContentScreen', () => {
  it('loads screens/<id> and shows its title and blocks', async () => {
    const fetchMock = respond(layout);
    vi.stubGlobal('fetch', fetchMock);
    renderScreen({ layoutId: 'probe', before: <p>before the blocks</p> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Probe screen' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'A heading block' })).toBeVisible();
    expect(screen.getByText('before the blocks')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith('/content/safeway/screens/probe', expect.anything());
  });

  it('shows the blocks of a layout already in hand in its first commit, with no second one', () => {
    vi.stubGlobal('fetch', respond(layout));
    const commits: string[] = [];
    render(
      <SWRConfig
        value={{
          provider: () => new Map(),
          dedupingInterval: 0,
          fallback: { [unstable_serialize(contentKey('safeway', 'screens/probe'))]: layout },
        }}
      >
        <BannerProvider bannerId="safeway">
          <MemoryRouter>
            <RenderEnvProvider env={testEnv()}>
              <Profiler id="screen" onRender={(_id, phase) => commits.push(phase)}>
                <ContentScreen layoutId="probe" />
              </Profiler>
            </RenderEnvProvider>
          </MemoryRouter>
        </BannerProvider>
      </SWRConfig>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'A heading block' })).toBeVisible();
    // A tap that opens a screen whose layout was made ready paints it after this one commit.
    expect(commits).toEqual(['mount']);
  });

  it('with titleWaitsForData keeps even the title back until the data is in', async () => {
    vi.stubGlobal('fetch', respond(layout));
    const { rerender } = renderScreen({
      layoutId: 'probe',
      loading: true,
      titleWaitsForData: true,
    });
    // Long enough for the layout to arrive: the title still waits.
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading')).toBeNull();
    rerender(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BannerProvider bannerId="safeway">
          <MemoryRouter>
            <RenderEnvProvider env={testEnv()}>
              <ContentScreen layoutId="probe" titleWaitsForData />
            </RenderEnvProvider>
          </MemoryRouter>
        </BannerProvider>
      </SWRConfig>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Probe screen' })).toBeVisible();
  });

  it('shows the loading status, then the title alone while the screen data is loading', async () => {
    vi.stubGlobal('fetch', respond(layout));
    renderScreen({ layoutId: 'probe', loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading')).toBeNull();
    // The layout is in: its title shows in its final place, the blocks wait for the data.
    expect(await screen.findByRole('heading', { level: 1, name: 'Probe screen' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('shows a failed read with "Try again", then the screen once the read succeeds', async () => {
    vi.stubGlobal('fetch', respond(layout));
    let release: () => void = () => undefined;
    const onRetry = vi.fn(() => new Promise<void>((r) => (release = r)));
    const view = renderScreen({
      layoutId: 'probe',
      error: 'Internal server error occured.',
      onRetry,
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Probe screen' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Internal server error occured\.$/);
    expect(screen.getByRole('link', { name: /\d/ }).getAttribute('href')).toMatch(
      /^tel:\+1\d{10}$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // While it reads again: the skeleton, focus on the same h1 (the button went away).
    expect(view.container.querySelector('.fp-screen-loading')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(title);
    await act(async () => release());
    expect(screen.getByRole('alert')).toBeVisible();
  });

  it('keeps the same h1 element from the loading state to the loaded screen', async () => {
    vi.stubGlobal('fetch', respond(layout));
    const view = renderScreen({ layoutId: 'probe', loading: true });
    const loadingTitle = await screen.findByRole('heading', { level: 1, name: 'Probe screen' });
    view.rerender(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BannerProvider bannerId="safeway">
          <MemoryRouter>
            <RenderEnvProvider env={testEnv()}>
              <ContentScreen layoutId="probe" />
            </RenderEnvProvider>
          </MemoryRouter>
        </BannerProvider>
      </SWRConfig>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'A heading block' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toBe(loadingTitle);
  });

  it('shows content-bound blocks only with their content, never as a skeleton, one fetch each', async () => {
    const withContent = {
      id: 'probe',
      title: 'Probe screen',
      blocks: [
        { type: 'richText', id: 'steps', data: 'content:snap-easy-steps', props: { html: '' } },
        { type: 'heading', id: 'after', props: { text: 'Under the content' } },
      ],
    };
    const steps = { title: 'Steps', html: '<p>Step one</p>' };
    let releaseSteps: () => void = () => undefined;
    const stepsGate = new Promise<void>((r) => (releaseSteps = r));
    const fetchMock = vi.fn(async (url: string) => {
      if (url.endsWith('/snap-easy-steps')) await stepsGate;
      const body = url.endsWith('/screens/probe') ? withContent : steps;
      return new Response(JSON.stringify(body), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    // The service's content source, not the fixture one of testEnv.
    const view = renderScreen({ layoutId: 'probe' }, testEnv({ dataSources: {} }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Probe screen' })).toBeVisible();
    await act(() => new Promise((r) => setTimeout(r, 30)));
    // Neither the block's skeleton nor the block under it shows before the content is in.
    expect(view.container.querySelector('[data-block] .fp-skeleton')).toBeNull();
    expect(screen.queryByText('Under the content')).toBeNull();
    releaseSteps();
    expect(await screen.findByText('Step one')).toBeVisible();
    expect(screen.getByText('Under the content')).toBeVisible();
    expect(view.container.querySelector('[data-block] .fp-skeleton')).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 30)));
    const stepCalls = fetchMock.mock.calls.filter(([url]) => url.endsWith('/snap-easy-steps'));
    expect(stepCalls).toHaveLength(1);
  });

  it('waits for slow bound content CONTENT_WAIT_MS at most, then shows the rest of the screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const withContent = {
        id: 'probe',
        title: 'Probe screen',
        blocks: [
          { type: 'richText', id: 'steps', data: 'content:terms', props: { html: '' } },
          { type: 'heading', id: 'after', props: { text: 'Under the content' } },
        ],
      };
      // The content never answers (a path no other test uses: SWR's preloads are global).
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string) =>
          url.endsWith('/screens/probe')
            ? Promise.resolve(new Response(JSON.stringify(withContent)))
            : new Promise<Response>(() => undefined),
        ),
      );
      const view = renderScreen({ layoutId: 'probe' }, testEnv({ dataSources: {} }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Probe screen' })).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(CONTENT_WAIT_MS - 500));
      expect(screen.queryByText('Under the content')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(screen.getByText('Under the content')).toBeVisible();
      expect(view.container.querySelector('[data-block="steps"] .fp-skeleton')).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps its blocks, and what was typed, when a content-bound block joins later', async () => {
    const withFlagged = {
      id: 'probe',
      title: 'Probe screen',
      blocks: [
        {
          type: 'richText',
          id: 'steps',
          when: { flags: ['enablePreChurn'] },
          data: 'content:snap-easy-steps',
          props: { html: '' },
        },
        { type: 'heading', id: 'after', props: { text: 'Under the content' } },
      ],
    };
    let releaseSteps: () => void = () => undefined;
    const stepsGate = new Promise<void>((r) => (releaseSteps = r));
    const fetchMock = vi.fn(async (url: string) => {
      if (url.endsWith('/snap-easy-steps')) await stepsGate;
      const body = url.endsWith('/screens/probe')
        ? withFlagged
        : { title: 'Steps', html: '<p>Step one</p>' };
      return new Response(JSON.stringify(body));
    });
    vi.stubGlobal('fetch', fetchMock);
    const envWith = (flags: Record<string, boolean>) =>
      testEnv({ dataSources: {}, audience: { flags, status: 'ACTIVE', role: 'primary' } });
    const tree = (flags: Record<string, boolean>) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BannerProvider bannerId="safeway">
          <MemoryRouter>
            <RenderEnvProvider env={envWith(flags)}>
              <ContentScreen layoutId="probe" after={<input aria-label="Typed" />} />
            </RenderEnvProvider>
          </MemoryRouter>
        </BannerProvider>
      </SWRConfig>
    );
    const view = render(tree({}));
    const typed = await screen.findByRole('textbox', { name: 'Typed' });
    await userEvent.type(typed, 'kept');
    // The flag arrives: the flagged block joins, bound to content that is still on its way.
    view.rerender(tree({ enablePreChurn: true }));
    expect(view.container.querySelector('.fp-screen-loading')).toBeNull();
    expect(view.container.querySelector('[data-block="steps"] .fp-skeleton')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Typed' })).toBe(typed);
    expect(typed).toHaveValue('kept');
    releaseSteps();
    expect(await screen.findByText('Step one')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Typed' })).toHaveValue('kept');
    // Asked for once: by the block that joined.
    const asked = fetchMock.mock.calls.filter(([url]) => url.endsWith('/snap-easy-steps'));
    expect(asked).toHaveLength(1);
  });

  it('shows a form in its real size in the first pass, never a placeholder that it then outgrows', async () => {
    const withForm = {
      id: 'probe',
      title: 'Probe screen',
      blocks: [
        {
          type: 'form',
          id: 'zip',
          props: { form: 'zip-code', submitLabel: 'Check my ZIP code', action: 'checkZip' },
        },
        { type: 'heading', id: 'after', props: { text: 'Under the form' } },
      ],
    };
    vi.stubGlobal('fetch', respond(withForm));
    const skeletons: string[] = [];
    const watch = new MutationObserver(() => {
      if (document.querySelector('[data-block] .fp-skeleton')) skeletons.push('seen');
    });
    watch.observe(document.body, { childList: true, subtree: true });
    renderScreen({ layoutId: 'probe', actions: { checkZip: () => undefined } });
    // rjsf's chunk loads lazily; on a busy machine that takes longer than findBy's default second.
    expect(
      await screen.findByRole('textbox', { name: /ZIP code/ }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getByText('Under the form')).toBeVisible();
    watch.disconnect();
    expect(skeletons).toEqual([]);
  });

  it('shows a content-bound block whose content failed as its own error, the rest as usual', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const withContent = {
      id: 'probe',
      title: 'Probe screen',
      blocks: [
        { type: 'richText', id: 'steps', data: 'content:snap-easy-steps', props: { html: '' } },
        { type: 'heading', id: 'after', props: { text: 'Under the content' } },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/screens/probe')
          ? new Response(JSON.stringify(withContent), { status: 200 })
          : new Response('{"code":"0007"}', { status: 500 }),
      ),
    );
    renderScreen({ layoutId: 'probe' }, testEnv({ dataSources: {} }));
    expect(await screen.findByText('Under the content')).toBeVisible();
    // The block gets the call's ApiError, so it reads like the same failure of any service.
    expect(await screen.findByRole('alert')).toHaveTextContent('catalogue: 0007 HTTP 500 0007');
  });

  it('shows the site error when the layout is unusable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', respond({ id: 'probe' }, 500));
    renderScreen({ layoutId: 'probe' });
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOCK_ERROR);
  });

  it("shows the blocks of the groups the screen's facts select, with the flow values", async () => {
    vi.stubGlobal(
      'fetch',
      respond({
        id: 'probe',
        title: 'Probe screen',
        facts: { step: { values: ['reason', 'offer'] } },
        groups: {
          reason: { when: { facts: { step: ['reason'] } } },
          offer: { when: { facts: { step: ['offer'] } } },
        },
        blocks: [
          { type: 'heading', id: 'h1', group: 'reason', props: { text: 'Why are you leaving?' } },
          { type: 'heading', id: 'h2', group: 'offer', props: { text: 'A discount to stay' } },
          {
            type: 'facts',
            id: 'offer-facts',
            group: 'offer',
            props: { rows: [{ label: 'Discounted fee', field: 'offer.fee', format: 'money' }] },
          },
        ],
      }),
    );
    renderScreen({
      layoutId: 'probe',
      facts: { step: 'offer' },
      values: { offer: { fee: 49.5 } },
    });
    expect(await screen.findByRole('heading', { name: 'A discount to stay' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Why are you leaving?' })).toBeNull();
    expect(screen.getByRole('definition')).toHaveTextContent('$49.50');
  });

  it("shows the screen's own error message in place of the blocks", async () => {
    vi.stubGlobal('fetch', respond(layout));
    renderScreen({ layoutId: 'probe', error: 'The catalogue says no.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The catalogue says no.');
    // The page keeps exactly one heading, its h1, and none of the layout's blocks.
    expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual(['H1']);
  });
});
