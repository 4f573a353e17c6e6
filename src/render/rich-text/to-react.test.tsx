import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { sanitizeHtml } from './sanitize';
import { sanitisedHtmlToReact } from './to-react';

/** Renders content HTML the way RichHtmlContent does: sanitised, then turned into React. */
function renderHtml(html: string) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const view = render(
    <MemoryRouter>
      <div data-testid="rich">{sanitisedHtmlToReact(sanitizeHtml(html))}</div>
    </MemoryRouter>,
  );
  const root = screen.getByTestId('rich');
  // React reports a wrong prop name or a text node it cannot place with console.error.
  const reactErrors = errors.mock.calls.map((call) => String(call[0]));
  errors.mockRestore();
  return { root, reactErrors, view };
}

describe('sanitised HTML to React', () => {
  it('keeps the elements, text and entities of the content', () => {
    const { root, reactErrors } = renderHtml(
      '<h3>Plans &amp; prices</h3><p>Save <strong>$5</strong> &mdash; <em>monthly</em><br>now</p>' +
        '<ul><li>One</li><li>Two</li></ul><!-- a note for editors -->',
    );
    expect(root.innerHTML).toBe(
      '<h3>Plans &amp; prices</h3><p>Save <strong>$5</strong> — <em>monthly</em><br>now</p>' +
        '<ul><li>One</li><li>Two</li></ul>',
    );
    expect(reactErrors).toEqual([]);
  });

  it('maps attribute names to React props and boolean attributes to true', () => {
    const { root, reactErrors } = renderHtml(
      '<p class="lead" id="intro" tabindex="0" lang="es" title="T" aria-label="Intro">Hola</p>' +
        '<details open><summary>More</summary><p hidden>Secret</p></details>' +
        '<ol reversed start="3"><li>c</li></ol><time datetime="2026-11-22">today</time>',
    );
    const p = root.querySelector('p.lead');
    expect(p, 'content may not set ids (DOM clobbering)').not.toHaveAttribute('id');
    expect(p).toHaveClass('lead');
    expect(p).toHaveAttribute('tabindex', '0');
    expect(p).toHaveAttribute('lang', 'es');
    expect(p).toHaveAccessibleName('Intro');
    expect(root.querySelector('details')).toHaveAttribute('open');
    expect(root.querySelector('p[hidden]')).not.toBeNull();
    expect(root.querySelector('ol')).toHaveAttribute('reversed');
    expect(root.querySelector('ol')).toHaveAttribute('start', '3');
    expect(root.querySelector('time')).toHaveAttribute('datetime', '2026-11-22');
    expect(reactErrors).toEqual([]);
  });

  it('renders tables without stray whitespace text nodes', () => {
    const { root, reactErrors } = renderHtml(
      '<table>\n  <tr>\n    <th colspan="2" scope="col">Plan</th>\n  </tr>\n  <tr><td rowspan="1">Annual</td><td>$99</td></tr>\n</table>',
    );
    expect(screen.getByRole('columnheader', { name: 'Plan' })).toHaveAttribute('colspan', '2');
    expect(screen.getByRole('cell', { name: '$99' })).toBeInTheDocument();
    expect(root.querySelector('tbody')).not.toBeNull();
    expect(reactErrors).toEqual([]);
  });

  it('makes internal links router links and guards links that open a new tab', () => {
    renderHtml(
      '<a href="/freshpass/manage" class="x">Manage</a> ' +
        '<a href="https://example.com/help" target="_blank">Help</a> ' +
        '<a href="https://example.com/faq" target="_top" rel="opener">FAQ</a> ' +
        '<a href="/freshpass/manage/freshpass-faq" target="_blank">FAQ tab</a>',
    );
    const manage = screen.getByRole('link', { name: 'Manage' });
    expect(manage).toHaveAttribute('href', '/freshpass/manage');
    expect(manage).toHaveClass('x');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const faq = screen.getByRole('link', { name: 'FAQ' });
    expect(faq).not.toHaveAttribute('target');
    expect(faq).not.toHaveAttribute('rel');
    expect(screen.getByRole('link', { name: 'FAQ tab' })).toHaveAttribute('target', '_blank');
  });

  it('never passes a handler, an inline style or an empty src on, even if given one', () => {
    // Straight into the parser step, as if the sanitiser had missed them.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div data-testid="raw">
        {sanitisedHtmlToReact(
          '<p onclick="alert(1)" style="color:red" onmouseover="x()">Text</p><img src="" alt="">',
        )}
      </div>,
    );
    errors.mockRestore();
    const raw = screen.getByTestId('raw');
    expect(raw.innerHTML).toBe('<p>Text</p><img alt="">');
  });
});
