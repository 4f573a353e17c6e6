import { screen } from '@testing-library/react';
import { renderWithEnv } from '../testing/test-env';
import { Screen } from './layout-renderer';
import { noticeLayout } from './notice-layout';

describe('noticeLayout', () => {
  it('renders catalogue words as one notice block', () => {
    renderWithEnv(
      <Screen
        layout={noticeLayout('held', 'Please contact the primary holder.', { tone: 'info' })}
      />,
    );
    expect(screen.getByText('Please contact the primary holder.')).toBeInTheDocument();
  });

  it('makes a snackbar only when given its time-out', () => {
    expect(noticeLayout('a', 'x', { tone: 'success', snackbarMs: 5000 }).blocks[0]?.props).toEqual({
      text: 'x',
      tone: 'success',
      snackbar: true,
      timeoutMs: 5000,
    });
    expect(noticeLayout('a', 'x', { tone: 'info' }).blocks[0]?.props).toEqual({
      text: 'x',
      tone: 'info',
    });
  });
});
