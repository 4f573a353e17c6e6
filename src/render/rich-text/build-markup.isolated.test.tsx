/**
 * Rich text the build rendered (build-markup.ts): a fragment byte-identical to one the page's
 * record holds renders as the build's markup, without loading DOMPurify or html-react-parser, and
 * its internal links still go through the router; any other fragment goes through the sanitiser.
 * It runs apart (*.isolated), with modules of its own: nothing has loaded the parser when it starts.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { richTextRendered } from '../testing/test-env';
import { renderRichTextAt } from './rich-links.fixture';
import {
  addRouteMarkup,
  buildMarkup,
  buildMarkupCoversScreen,
  buildMarkupRecord,
  forgetRouteMarkup,
  MOVED_FRAGMENTS_MAX,
  setBuildMarkupSource,
  setRouteHere,
} from './build-markup';
import { MARKUP, SOURCE } from './build-markup.fixture';
import { prepareRichHtml, RichHtml } from './rich-html';

// Which of the parser's modules were imported, in order.
const imported = vi.hoisted(() => [] as string[]);
vi.mock('dompurify', async (actual) => {
  imported.push('dompurify');
  return actual();
});
vi.mock('html-react-parser', async (actual) => {
  imported.push('html-react-parser');
  return actual();
});

beforeEach(() => setBuildMarkupSource(buildMarkupRecord({ [SOURCE]: MARKUP })));
afterEach(() => setBuildMarkupSource(undefined));

describe('rich text the build rendered', () => {
  it('renders the build markup without loading DOMPurify or html-react-parser', async () => {
    expect(prepareRichHtml()).toBeUndefined();
    const { container } = renderRichTextAt(SOURCE);
    expect(screen.getByRole('link', { name: '1-877-723-3929' })).toHaveAttribute(
      'href',
      'tel:+18777233929',
    );
    expect(container.querySelector('.fp-rich-text')?.innerHTML).toBe(MARKUP);
    // Give a lazy import every chance to start.
    await new Promise((r) => setTimeout(r, 50));
    expect(imported).toEqual([]);
  });

  it('sends an internal link through the router and leaves the others to the browser', async () => {
    renderRichTextAt(SOURCE);
    const user = userEvent.setup();
    const followed: string[] = [];
    const spy = (event: MouseEvent) => {
      if (!event.defaultPrevented) followed.push((event.target as Element).textContent ?? '');
      event.preventDefault(); // jsdom does not navigate; record what the browser would follow
    };
    window.addEventListener('click', spy);
    try {
      await user.click(screen.getByRole('link', { name: 'Help' }));
      await user.click(screen.getByRole('link', { name: 'SNAP' }));
      await user.keyboard('{Control>}');
      await user.click(screen.getByRole('link', { name: 'FAQ' }));
      await user.keyboard('{/Control}');
      expect(followed).toEqual(['Help', 'SNAP', 'FAQ']);
      expect(screen.getByTestId('location')).toHaveTextContent('/start');
      screen.getByRole('link', { name: 'FAQ' }).focus();
      await user.keyboard('{Enter}');
      expect(screen.getByTestId('location')).toHaveTextContent('/freshpass/manage/freshpass-faq');
      expect(screen.getByRole('heading', { name: 'The FAQ screen' })).toBeVisible();
      expect(followed).toEqual(['Help', 'SNAP', 'FAQ']);
    } finally {
      window.removeEventListener('click', spy);
    }
  });

  it("renders a route's record, added before a move there, as the build's markup", async () => {
    setBuildMarkupSource(undefined);
    const cancel = '/freshpass/manage/cancel-plan';
    let here = cancel;
    setRouteHere(() => here);
    try {
      expect(buildMarkupCoversScreen()).toBe(false);
      addRouteMarkup(cancel, { [SOURCE]: MARKUP, broken: 5 });
      expect(buildMarkupCoversScreen()).toBe(true);
      expect(prepareRichHtml()).toBeUndefined();
      expect(buildMarkup('broken')).toBeUndefined();
      const { container } = renderRichTextAt(SOURCE);
      expect(container.querySelector('.fp-rich-text')?.innerHTML).toBe(MARKUP);
      // Another route's screen is not covered by that record.
      here = '/freshpass/manage';
      expect(buildMarkupCoversScreen()).toBe(false);
      // Bounded: fragments past the limit are left to the sanitiser.
      const many = Object.fromEntries(
        Array.from({ length: MOVED_FRAGMENTS_MAX + 5 }, (_, i) => [`<p>${i}</p>`, `<p>${i}</p>`]),
      );
      addRouteMarkup('/freshpass/manage/freshpass-faq', many);
      expect(buildMarkup('<p>0</p>')).toBe('<p>0</p>');
      expect(buildMarkup(`<p>${MOVED_FRAGMENTS_MAX + 4}</p>`)).toBeUndefined();
      await new Promise((r) => setTimeout(r, 50));
      expect(imported).toEqual([]);
    } finally {
      forgetRouteMarkup();
      setRouteHere(() => undefined);
    }
  });

  it('sanitises a fragment the build did not render, loading DOMPurify for it', async () => {
    const hostile = `${SOURCE}<img src="x" onerror="alert(1)"><script>alert(2)</script>`;
    const { container } = render(
      <MemoryRouter>
        <RichHtml html={hostile} className="fp-rich-text" />
      </MemoryRouter>,
    );
    await richTextRendered(container);
    expect(screen.getByRole('link', { name: 'FAQ' })).toBeVisible();
    expect(container.querySelector('[onerror], script')).toBeNull();
    expect(container.innerHTML).not.toContain('alert');
    expect(imported).toEqual(expect.arrayContaining(['dompurify', 'html-react-parser']));
  });
});
