/**
 * The XSS fixture (tests/fixtures/xss/payloads.json: DOMPurify's published payloads plus our own
 * link and handler shapes) goes through every path content HTML takes, and nothing executable,
 * clobbering or tab-nabbing survives.
 */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import fixture from '../../../tests/fixtures/xss/payloads.json';
import { Screen } from '../layout/layout-renderer';
import { renderWithEnv, BLOCK_ERROR, richTextRendered } from '../testing/test-env';
import { RichHtml } from './rich-html';
import { screen } from '@testing-library/react';

const DANGEROUS_TAGS =
  'script, iframe, frame, object, embed, style, link, meta, base, form, input, button, textarea, select, svg, math, noscript, template';
const URL_ATTRS = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'srcset',
];
const IGNORED =
  // eslint-disable-next-line no-control-regex -- the very characters browsers skip in a URL scheme
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200b\u2028\u2029\u205f\u3000\ufeff]/g;

/** Fails with the payload's title when anything unsafe is in the rendered container. */
function expectHarmless(container: HTMLElement, title: string) {
  expect(container.querySelectorAll(DANGEROUS_TAGS), `${title}: dangerous element`).toHaveLength(0);
  for (const el of Array.from(container.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      expect(
        attr.name.toLowerCase().startsWith('on'),
        `${title}: ${attr.name} on <${el.localName}>`,
      ).toBe(false);
      expect(attr.name, `${title}: style`).not.toBe('style');
      if (URL_ATTRS.includes(attr.name.toLowerCase())) {
        const value = attr.value.replace(IGNORED, '').toLowerCase();
        expect(value, `${title}: ${attr.name}=${attr.value}`).not.toMatch(
          /^(javascript|vbscript|data):/,
        );
      }
    }
    for (const key of ['id', 'name']) {
      const value = el.getAttribute(key);
      if (value) {
        expect(
          value in document || value in HTMLFormElement.prototype,
          `${title}: clobbers ${value}`,
        ).toBe(false);
      }
    }
    if (el.getAttribute('target') === '_blank') {
      expect(el.getAttribute('rel'), `${title}: tabnabbing`).toBe('noopener noreferrer');
    }
  }
}

describe('the XSS fixture', () => {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  afterAll(() => alert.mockRestore());

  it('holds the DOMPurify families the issue names', () => {
    const categories = new Set(fixture.payloads.map((p) => p.category));
    for (const family of [
      'mxss',
      'dom-clobbering',
      'javascript-url',
      'noscript-template',
      'event-handler',
    ]) {
      expect(categories.has(family), family).toBe(true);
    }
    expect(fixture.upstreamCount).toBeGreaterThanOrEqual(80);
  });

  it.each(fixture.payloads.map((p) => [p.title, p.payload] as const))(
    'renders "%s" harmlessly as rich text',
    async (title, payload) => {
      const { container } = render(
        <MemoryRouter>
          <RichHtml html={payload} />
        </MemoryRouter>,
      );
      await richTextRendered(container);
      expectHarmless(container, title);
      expect(alert).not.toHaveBeenCalled();
    },
  );

  it('is harmless in every block field that takes HTML, and the blocks still render', async () => {
    const html = fixture.payloads.map((p) => p.payload).join('\n');
    const { container } = renderWithEnv(
      <Screen
        layout={{
          id: 'xss',
          blocks: [
            { type: 'richText', id: 'rich', props: { html } },
            {
              type: 'accordion',
              id: 'faq',
              props: { displayType: 'expanded', sections: [{ title: 'Q', html }] },
            },
            {
              type: 'benefitTiles',
              id: 'tiles',
              props: {
                tiles: [
                  { id: 't', image: { src: '/content-assets/a.svg', alt: 'A' }, titleHtml: html },
                ],
              },
            },
            { type: 'limitedTimeOffer', id: 'lto', props: { title: 'Offer', html } },
          ],
        }}
      />,
    );
    await richTextRendered(container);
    const rich = container.querySelectorAll<HTMLElement>('.fp-rich-text, .fp-tile__title');
    expect(rich).toHaveLength(4);
    rich.forEach((el) => expectHarmless(el, 'all payloads in block fields'));
    expect(screen.queryByText(BLOCK_ERROR)).toBeNull();
    expect(screen.getByRole('button', { name: 'Q' })).toBeInTheDocument();
  });

  it('makes javascript: links in link props inert', () => {
    const { container } = renderWithEnv(
      <Screen
        layout={{
          id: 'links',
          blocks: [
            {
              type: 'buttonRow',
              id: 'row',
              props: { buttons: [{ label: 'Go', href: 'java\tscript:alert(1)' }] },
            },
            {
              type: 'limitedTimeOffer',
              id: 'lto',
              props: {
                title: 'Offer',
                action: { label: 'Claim', href: '\u2028javascript:alert(1)' },
              },
            },
          ],
        }}
      />,
    );
    expectHarmless(container, 'link props');
    expect(screen.getByText('Go')).not.toHaveAttribute('href');
  });
});
