import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Screen } from '../layout/layout-renderer';
import { BLOCK_ERROR, renderWithEnv } from '../testing/test-env';

const snackbarLayout = {
  id: 's',
  blocks: [{ type: 'snackbar', id: 'n', props: { text: 'Saved.', snackbar: true } }],
};

describe('notice and snackbar', () => {
  afterEach(() => vi.useRealTimers());

  it('puts a snackbar in the page as an empty polite region, fills it, and hides it after 5000 ms', () => {
    vi.useFakeTimers();
    renderWithEnv(<Screen layout={snackbarLayout} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(150));
    expect(region).toHaveTextContent('Saved.');
    act(() => vi.advanceTimersByTime(4999));
    expect(region).toHaveTextContent('Saved.');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('keeps a snackbar while its close button has focus, and hides it 5000 ms after focus leaves', () => {
    vi.useFakeTimers();
    renderWithEnv(<Screen layout={snackbarLayout} />);
    act(() => vi.advanceTimersByTime(150));
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
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

describe('notice with a catalogue message', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it("shows the catalogue's words for a named message or a code, with the banner's placeholders", () => {
    renderWithEnv(
      <Screen
        layout={{
          id: 's',
          blocks: [
            { type: 'notice', id: 'a', props: { catalogueMessage: 'contactPrimaryHolder' } },
            { type: 'notice', id: 'b', props: { catalogueMessage: '00023', tone: 'error' } },
          ],
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Only the primary account holder can make changes to this FreshPass plan. Please contact them for help.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please call our Customer Support team at 1-877-723-3929 so we can help resolve it.',
    );
  });

  it("shows the block's error message for a reference the catalogue lacks, and the rest renders", () => {
    renderWithEnv(
      <Screen
        layout={{
          id: 's',
          blocks: [
            { type: 'notice', id: 'a', props: { catalogueMessage: 'paymentUpdatd' } },
            { type: 'notice', id: 'b', props: { text: 'Still here.' } },
          ],
        }}
      />,
    );
    expect(screen.getByText(BLOCK_ERROR)).toBeInTheDocument();
    expect(screen.getByText('Still here.')).toBeInTheDocument();
  });

  it('hands focus back to where the shopper came from when its close button is pressed', async () => {
    const user = userEvent.setup();
    renderWithEnv(
      <>
        <button type="button">Save card</button>
        <Screen layout={snackbarLayout} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await screen.findByRole('button', { name: 'Close' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save card' })).toHaveFocus();
  });
});
