import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import uiText from '../../../content/ui-text.json';
import { harness, json } from '../../api/testing/api-harness';
import { SessionEndWarning, WARN_BEFORE_MS } from './session-end-warning';

/**
 * No call is answered: content reads do not go through this client, and with no content service
 * the dialog's words are the bundled labels (content/ui-text.json), which the test reads them by.
 */
const noAnswer = () => json({ code: 'NOT_FOUND' }, 404);

describe('SessionEndWarning', () => {
  it('loads its dialog when the warning is due, takes focus, and gives it back on "Not now"', async () => {
    const { wrapper: Wrapper } = harness(noAnswer);
    render(
      <Wrapper>
        <button type="button">Where I was</button>
        <SessionEndWarning expireTime={Date.now() + WARN_BEFORE_MS + 50} />
      </Wrapper>,
    );
    screen.getByRole('button', { name: 'Where I was' }).focus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: uiText.sessionEnd.title },
      { timeout: 3000 },
    );
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: uiText.sessionEnd.dismiss }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Where I was' })).toHaveFocus();
  });

  it('shows nothing for a session that has already ended or ends in weeks', async () => {
    const { wrapper: Wrapper } = harness(noAnswer);
    render(
      <Wrapper>
        <SessionEndWarning expireTime={Date.now() - 1} />
        <SessionEndWarning expireTime={Date.now() + 30 * 24 * 3600_000} />
      </Wrapper>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
