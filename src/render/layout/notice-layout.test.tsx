import { screen } from '@testing-library/react';
import constants from '../../../content/constants.json';
import errorCatalogue from '../../../content/error-catalogue.json';
import { propsChecked } from '../../content/block-props-checks';
import { blockValidators } from '../../content/generated/block-validators.js';
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

describe('noticeLayout props, marked as checked without a validator', () => {
  const validate = blockValidators['blocks/notice'];
  const catalogue = errorCatalogue as { messages: Record<string, string> };

  it('pass the notice schema for every catalogue message, tone and the constants snackbar time', () => {
    const tones = ['info', 'success', 'warning', 'error'] as const;
    for (const [key, text] of Object.entries(catalogue.messages)) {
      for (const tone of tones) {
        for (const snackbarMs of [undefined, constants.timeouts.snackbarMs, 1000]) {
          const props = noticeLayout(key, text, { tone, snackbarMs }).blocks[0]?.props;
          expect(validate(props), `${key} ${tone} ${String(snackbarMs)}`).toBe(true);
          expect(propsChecked(props)).toBe(true);
        }
      }
    }
  });

  it('are marked one by one: content props of the same shape are not', () => {
    expect(propsChecked({ text: 'x', tone: 'info' })).toBe(false);
  });
});
