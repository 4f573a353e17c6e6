/**
 * The rich-text stack (DOMPurify, html-react-parser) is a lazy chunk. A screen whose layout holds
 * rich text waits for it before its blocks render, so they appear in one pass; without that wait
 * (a layout rendered directly) a hidden, style-free placeholder stands in until it arrives. Each
 * test file gets fresh modules, so the module is not loaded when this file starts.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { BannerProvider } from '../../content/banner-context';
import { blockRegistry } from '../blocks';
import { ContentScreen } from '../layout/content-screen';
import { Screen } from '../layout/layout-renderer';
import { RenderEnvProvider } from '../render-env';
import { renderWithEnv, richTextRendered, testEnv } from '../testing/test-env';
import { prepareRichHtml, RichHtml } from './rich-html';
import { RICH_TEXT_BLOCK_TYPES } from '../../routes/generated/rich-text-blocks';

const PENDING = '[data-rich-html="pending"]';

/** Every placeholder element ever added under `root` while the test runs. */
function watchPlaceholders(root: HTMLElement): Element[] {
  const seen: Element[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue;
        if (node.matches(PENDING)) seen.push(node);
        seen.push(...Array.from(node.querySelectorAll(PENDING)));
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  afterEach(() => observer.disconnect());
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lazily loaded rich text', () => {
  it('is what the blocks that render rich text prepare, and only those', () => {
    const preparing = blockRegistry
      .ids()
      .filter((type) => blockRegistry.get(type).prepare === prepareRichHtml);
    // The preload hints name the rich-text chunk for layouts with exactly these types.
    expect(preparing.sort()).toEqual([...RICH_TEXT_BLOCK_TYPES].sort());
    expect(RICH_TEXT_BLOCK_TYPES).toContain('richText');
    expect(blockRegistry.get('heading').prepare).toBeUndefined();
  });

  it('renders a content screen with rich text in one pass, never showing the placeholder', async () => {
    const layout = {
      id: 'probe',
      title: 'Probe screen',
      blocks: [
        { type: 'heading', id: 'h', props: { text: 'Above the rich text', level: 2 } },
        { type: 'richText', id: 'r', props: { html: '<p>Rich <strong>words</strong></p>' } },
      ],
    };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(layout), { status: 200 }));
    const placeholders = watchPlaceholders(document.body);
    render(
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
    // The title shows as soon as the layout is in; the blocks wait for the rich-text code and
    // then arrive together, the heading block and the rich text in the same commit.
    expect(await screen.findByText('words', { selector: 'strong' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Probe screen' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Above the rich text' })).toBeVisible();
    expect(placeholders).toHaveLength(0);
    expect(prepareRichHtml()).toBeUndefined();
  });

  it('renders at once once the module is in', () => {
    const { container } = renderWithEnv(
      <Screen
        layout={{
          id: 'now',
          blocks: [{ type: 'richText', id: 'r', props: { html: '<p>Straight away</p>' } }],
        }}
      />,
    );
    expect(screen.getByText('Straight away')).toBeVisible();
    expect(container.querySelector(PENDING)).toBeNull();
  });
});

describe('the placeholder', () => {
  it('is hidden, keeps the tag and class, and carries no inline style', async () => {
    // A fresh module graph: nothing loaded yet, so RichHtml must show its placeholder first.
    vi.resetModules();
    const fresh = await import('./rich-html');
    const { container } = render(
      <MemoryRouter>
        <fresh.RichHtml html="<p>Later</p>" className="fp-rich-text" />
        <fresh.RichHtml html="<em>inline</em>" className="fp-tile__title" inline />
      </MemoryRouter>,
    );
    const [block, inline] = Array.from(container.querySelectorAll(PENDING));
    expect(block.localName).toBe('div');
    expect(inline.localName).toBe('span');
    for (const el of [block, inline]) {
      expect(el).not.toBeVisible();
      expect(el.hasAttribute('hidden')).toBe(true);
      expect(el.hasAttribute('style')).toBe(false);
      expect(el).toBeEmptyDOMElement();
    }
    expect(block).toHaveClass('fp-rich-text');
    expect(inline).toHaveClass('fp-tile__title');
    await richTextRendered(container);
    expect(screen.getByText('Later')).toBeVisible();
    expect(screen.getByText('inline').closest('span')).toHaveClass('fp-tile__title');
  });

  it('gives way to sanitised content, never the raw HTML', async () => {
    const { container } = render(
      <MemoryRouter>
        <RichHtml html={'<p>Safe</p><img src="x" onerror="alert(1)">'} />
      </MemoryRouter>,
    );
    await richTextRendered(container);
    expect(screen.getByText('Safe')).toBeVisible();
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
