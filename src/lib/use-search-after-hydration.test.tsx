import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useSearchAfterHydration } from './use-search-after-hydration';

function Probe() {
  const [search] = useSearchAfterHydration();
  return <p>{search.toString() || 'no query'}</p>;
}

const at = (url: string) => (
  <MemoryRouter initialEntries={[url]}>
    <Probe />
  </MemoryRouter>
);

describe('useSearchAfterHydration: a query read only once the page has hydrated', () => {
  it('is empty where the build renders the page', () => {
    expect(renderToString(at('/freshpass/manage/subscribe?plan=annual'))).toContain('no query');
  });

  it('hydrates the build’s markup at any query, then reads the live query', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(at('/freshpass/manage/subscribe'));
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, at('/freshpass/manage/subscribe?plan=annual&zip=94105'), {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable, 'no hydration mismatch').not.toHaveBeenCalled();
    expect(container.textContent).toBe('plan=annual&zip=94105');
    container.remove();
  });

  it('is the live query in a page the app renders anew', () => {
    render(at('/rewards/partners/partner-detail?discountCode=EXP10'));
    expect(screen.getByText('discountCode=EXP10')).toBeInTheDocument();
  });
});
