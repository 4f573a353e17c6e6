import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { messageFor, type ApiError } from '../../../api';
import catalogue from '../../../../content/error-catalogue.json';
import layout from '../../../../tests/fixtures/layouts/cardFrame.json';
import type { ScreenLayout } from '../../block-definition';
import { Screen } from '../../layout/layout-renderer';
import { renderWithEnv, testEnv } from '../../testing/test-env';

// The frame block loads lazily; allow for a busy shared machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20000 });

const ctx = { banner: 'Safeway', phone: '1-877-505-4040' };
const words = (error: unknown) => messageFor(error as ApiError, catalogue, ctx);

async function renderFrame(saveCard: (payload?: unknown) => Promise<void | { error?: string }>) {
  renderWithEnv(
    <Screen layout={layout as ScreenLayout} />,
    testEnv({ actions: { saveCard }, messageFor: words }),
  );
  const frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
  // The lazy frame can commit outside act(): let its effects (the message listener) run first.
  await act(async () => undefined);
  return frame;
}

function post(data: unknown, source: MessageEventSource | null, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('card frame block', () => {
  it('passes the frame token to the screen action once while it runs', async () => {
    let finish: (value: { error?: string }) => void = () => undefined;
    const saveCard = vi.fn(() => new Promise<{ error?: string }>((resolve) => (finish = resolve)));
    const frame = await renderFrame(saveCard);
    const message = { type: 'freshpass-card', token: 'tok_1', brand: 'visa', last4: '1111' };
    post(message, frame.contentWindow);
    post(message, frame.contentWindow);
    expect(saveCard).toHaveBeenCalledTimes(1);
    expect(saveCard).toHaveBeenCalledWith({ token: 'tok_1', brand: 'visa', last4: '1111' });
    await act(async () => finish({ error: 'Your enrollment cannot be processed.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your enrollment cannot be processed.',
    );
    // The frame itself is never replaced, so what the shopper typed in it stays.
    expect(screen.getByTitle('Card details')).toBe(frame);
  });

  it('shows a polite busy state while the action runs, and clears it after', async () => {
    let finish: (value: { error?: string }) => void = () => undefined;
    const saveCard = vi.fn(() => new Promise<{ error?: string }>((resolve) => (finish = resolve)));
    const frame = await renderFrame(saveCard);
    const section = screen.getByRole('region', { name: 'Pay with a card' });
    const status = screen.getByRole('status');
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(status).toHaveTextContent('');
    post(
      { type: 'freshpass-card', token: 'tok_1', brand: 'visa', last4: '1111' },
      frame.contentWindow,
    );
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Saving…');
    await act(async () => finish({ error: 'Internal server error occured.' }));
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(status).toHaveTextContent('');
    expect(screen.getByRole('alert')).toHaveTextContent('Internal server error occured.');
  });

  it("shows a refusal in the catalogue's words and sends nothing", async () => {
    const saveCard = vi.fn(async () => undefined);
    const frame = await renderFrame(saveCard);
    post({ type: 'freshpass-card', code: '00022' }, frame.contentWindow);
    expect(await screen.findByRole('alert')).toHaveTextContent(catalogue.codes['00022'].message);
    expect(saveCard).not.toHaveBeenCalled();
  });

  it('ignores messages from other windows or origins', async () => {
    const saveCard = vi.fn(async () => undefined);
    const frame = await renderFrame(saveCard);
    const message = { type: 'freshpass-card', token: 'tok_evil' };
    post(message, window);
    post(message, frame.contentWindow, 'https://evil.example');
    post({ type: 'other', token: 'tok_2' }, frame.contentWindow);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(saveCard).not.toHaveBeenCalled();
  });
});

describe('card frame block in a loading skeleton', () => {
  it('draws a box of the frame with its heading: no frame, no status, nothing to focus', async () => {
    const { container } = renderWithEnv(
      <Screen layout={layout as ScreenLayout} skeleton />,
      testEnv({ actions: { saveCard: vi.fn() }, drawingOnly: true }),
    );
    // Long enough for the frame's lazy chunk to have loaded, had the block asked for it.
    await act(() => import('./card-frame'));
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('.fp-card-frame__placeholder')).not.toBeNull();
    expect(container.querySelector('h2')).toHaveTextContent('Pay with a card');
    // The skeleton around it has the page's one busy status.
    expect(container.querySelector('[role="status"], [aria-busy="true"]')).toBeNull();
    expect(container.querySelector('iframe, a, button, input, [tabindex]')).toBeNull();
  });
});

describe('card frame block placed after its screen', () => {
  it("holds the frame's place at its first height, then puts the frame there in a later task", async () => {
    const { FIRST_FRAME_HEIGHT, default: CardFrame } = await import('./card-frame');
    const css = readFileSync(join(import.meta.dirname, 'card-frame.css'), 'utf8');
    expect(css).toMatch(
      new RegExp(`\\.fp-card-frame__frame--placing \\{\\s*height: ${FIRST_FRAME_HEIGHT}px;`),
    );
    const { container } = renderWithEnv(
      <CardFrame title="Card details" action="saveCard" />,
      testEnv({ actions: { saveCard: vi.fn() } }),
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('.fp-card-frame__frame--placing')).not.toBeNull();
    const frame = await screen.findByTitle('Card details');
    expect(frame).toHaveAttribute('height', String(FIRST_FRAME_HEIGHT));
    expect(container.querySelector('.fp-card-frame__frame--placing')).toBeNull();
  });
});
