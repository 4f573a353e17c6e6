import { render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { RouteChangeEffects } from './route-change';

/** A page whose heading changes once its state is known, as a hydrated prerendered page's may. */
function Page() {
  const [heading, setHeading] = useState('Your FreshPass partner discount');
  return (
    <main id="fp-main">
      <h1>{heading}</h1>
      <button onClick={() => setHeading('Partner discount')}>state known</button>
    </main>
  );
}

describe('RouteChangeEffects', () => {
  it('names the document after the h1, and follows it when the screen changes its heading', async () => {
    const view = render(
      <MemoryRouter>
        <RouteChangeEffects mainId="fp-main" />
        <Page />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('Your FreshPass partner discount – Safeway'));
    view.getByRole('button', { name: 'state known' }).click();
    await waitFor(() => expect(document.title).toBe('Partner discount – Safeway'));
  });
});
