import { render, screen } from '@testing-library/react';
import { Markdown } from 'markdown-to-jsx/react';

describe("rjsf's Markdown in our build", () => {
  it('is the plain-text stand-in: markup is shown as written, never parsed', () => {
    render(
      <p data-testid="out">
        <Markdown options={{ disableParsingRawHTML: true }}>{'**Bold** <b>tag</b>'}</Markdown>
      </p>,
    );
    expect(screen.getByTestId('out').innerHTML).toBe('**Bold** &lt;b&gt;tag&lt;/b&gt;');
  });
});
