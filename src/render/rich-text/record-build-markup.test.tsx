/**
 * The prerender's side of build markup: each fragment a render asks for is sanitised and parsed
 * as in the browser and recorded as markup, closed FAQ answers included, and the markup is what
 * the parsed path renders.
 */
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { accordionBlock } from '../blocks/accordion-block';
import { buildMarkup } from './build-markup';
import { MARKUP, SOURCE } from './build-markup.fixture';
import { recordBuildMarkup, renderBuildMarkup } from './record-build-markup';
import { RichHtmlContent } from './rich-html-content';

describe('recording build markup', () => {
  it('writes what the parsed path renders in the browser', () => {
    expect(renderBuildMarkup(SOURCE)).toBe(MARKUP);
    const { container } = render(
      <MemoryRouter>
        <RichHtmlContent html={SOURCE} />
      </MemoryRouter>,
    );
    expect(container.firstElementChild?.innerHTML).toBe(MARKUP);
  });

  it('sanitises what it records', () => {
    const take = recordBuildMarkup();
    const markup = buildMarkup(
      '<p>Hi</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    );
    const record = take();
    expect(markup).toBe('<p>Hi</p><img src="x"/>');
    expect(Object.values(record)).toEqual([markup]);
    // Stopped: nothing is found or recorded after the page.
    expect(buildMarkup('<p>Hi</p>')).toBeUndefined();
  });

  it("records every FAQ answer, the closed ones too, and renders the open one's markup", () => {
    const sections = [
      { title: 'One?', html: '<p>First answer.</p>' },
      { title: 'Two?', html: '<p>Second <em>answer</em>.</p>' },
    ];
    const take = recordBuildMarkup();
    const html = renderToString(
      <MemoryRouter>
        {accordionBlock.render({ displayType: 'expandFirst', sections }, undefined)}
      </MemoryRouter>,
    );
    const record = take();
    expect(record).toEqual({
      '<p>First answer.</p>': '<p>First answer.</p>',
      '<p>Second <em>answer</em>.</p>': '<p>Second <em>answer</em>.</p>',
    });
    expect(html).toContain('<div class="fp-rich-text"><p>First answer.</p></div>');
    // A closed answer stays out of the page until opened, as before.
    expect(html).not.toContain('Second');
  });
});
