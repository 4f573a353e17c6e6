import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Screen } from '../layout/layout-renderer';
import { RenderEnvProvider } from '../render-env';
import { testEnv } from '../testing/test-env';

/** The router's location, for link tests to read (`data-testid="location"`). */
function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{`${pathname}${search}${hash}`}</p>;
}

/**
 * A rich-text block of `html` on a screen at /start, beside the FAQ's route (which shows "The FAQ
 * screen"), opened at `path`: for the link tests of rich-links and build-markup.
 */
export function renderRichTextAt(html: string, path = '/start') {
  const layout = { id: 'l', blocks: [{ type: 'richText', id: 'r', props: { html } }] };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RenderEnvProvider env={testEnv()}>
        <Where />
        <Routes>
          <Route path="/start" element={<Screen layout={layout} />} />
          <Route path="/freshpass/manage/freshpass-faq" element={<h1>The FAQ screen</h1>} />
        </Routes>
      </RenderEnvProvider>
    </MemoryRouter>,
  );
}
