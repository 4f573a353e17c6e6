import { act, screen } from '@testing-library/react';
import { Screen } from '../layout/layout-renderer';
import { renderWithEnv } from '../testing/test-env';

describe('notice and snackbar', () => {
  afterEach(() => vi.useRealTimers());

  it('announces a snackbar politely and hides it after 5000 ms', () => {
    vi.useFakeTimers();
    renderWithEnv(
      <Screen
        layout={{
          id: 's',
          blocks: [{ type: 'snackbar', id: 'n', props: { text: 'Saved.', snackbar: true } }],
        }}
      />,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Saved.');
    act(() => vi.advanceTimersByTime(4999));
    expect(region).toHaveTextContent('Saved.');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('keeps an inline error notice and announces it assertively', () => {
    vi.useFakeTimers();
    renderWithEnv(
      <Screen
        layout={{
          id: 's',
          blocks: [{ type: 'notice', id: 'n', props: { text: 'Failed.', tone: 'error' } }],
        }}
      />,
    );
    act(() => vi.advanceTimersByTime(10000));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed.');
  });
});
