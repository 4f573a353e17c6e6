import { act, configure, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import userEvent from '@testing-library/user-event';
import type { BlockAction } from '../render-env';
import { Screen } from '../layout/layout-renderer';
import { renderWithEnv, testEnv } from '../testing/test-env';
import { draftKey, forgetDraft, keepDraftsForSignIn, rememberDraft } from './form-drafts';
import { formNames, loadForm } from './load-form';

/** A screen of one form block, whose action is `go`. */
function formLayout(form: string, data?: string) {
  return {
    id: 'f',
    blocks: [
      { type: 'form', id: form, data, props: { form, submitLabel: 'Submit', action: 'go' } },
    ],
  };
}

function renderForm(form: string, action: BlockAction, data?: string) {
  const layout = formLayout(form, data);
  return renderWithEnv(<Screen layout={layout} />, testEnv({ actions: { go: action } }));
}

/** The cancel feedback typed on this page, kept as the page leaves for sign-in and comes back. */
function feedbackKeptAcrossSignIn(userComments: string): void {
  const key = draftKey(window.location.pathname, 'cancel-feedback');
  rememberDraft(key, { userComments });
  keepDraftsForSignIn();
  forgetDraft(key);
}

// Forms load as lazy chunks; on a busy shared machine that can take longer than the defaults.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20000 });

describe('schema forms', () => {
  // Load every form chunk once up front so a busy machine's first transform cannot time a test out.
  beforeAll(() => Promise.all(formNames().map(loadForm)));

  it('lists cancel reasons from the bound service data and shows a live 0 / 400 counter', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm('cancel-feedback', vi.fn(), 'cancelReasons');
    expect(
      await screen.findByRole('group', { name: 'Why are you cancelling FreshPass?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'TOO_EXPENSIVE',
      'MOVING',
      'OTHER',
    ]);
    const feedback = screen.getByRole('textbox', { name: 'Tell us more (optional)' });
    expect(screen.getByText('0 / 400')).toBeInTheDocument();
    await user.type(feedback, 'Too dear');
    expect(screen.getByText('8 / 400')).toBeInTheDocument();
    expect(feedback).toHaveAccessibleDescription(
      'Your feedback helps us improve FreshPass. 8 / 400',
    );
  });

  it('a form drawn in a loading skeleton leaves the draft kept across sign-in to the real form', async () => {
    feedbackKeptAcrossSignIn('Moving in January.');
    const layout = formLayout('cancel-feedback', 'cancelReasons');
    const drawn = renderWithEnv(
      <Screen layout={layout} />,
      testEnv({ actions: { go: vi.fn() }, drawingOnly: true }),
    );
    expect(await screen.findByRole('textbox', { name: 'Tell us more (optional)' })).toHaveValue('');
    drawn.unmount();
    renderForm('cancel-feedback', vi.fn(), 'cancelReasons');
    expect(await screen.findByRole('textbox', { name: 'Tell us more (optional)' })).toHaveValue(
      'Moving in January.',
    );
  });

  it('a render React drops (a neighbour still loading) leaves the kept draft to the render it keeps', async () => {
    // The form's code once rendered (as on a page that already showed a form), so the first render
    // below reaches the form itself before its neighbour suspends.
    const warm = renderForm('cancel-feedback', vi.fn(), 'cancelReasons');
    await screen.findByRole('textbox', { name: 'Tell us more (optional)' });
    warm.unmount();
    feedbackKeptAcrossSignIn('Moving in January.');
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    // Suspends the first time it renders: React throws away that render of the whole boundary,
    // the form's included, and renders it all again once the promise settles.
    function Neighbour() {
      use(arrived);
      return null;
    }
    const layout = formLayout('cancel-feedback', 'cancelReasons');
    await act(async () => {
      renderWithEnv(
        <Suspense fallback={<p>Loading</p>}>
          <Screen layout={layout} />
          <Neighbour />
        </Suspense>,
        testEnv({ actions: { go: vi.fn() } }),
      );
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {
      arrive();
      await arrived;
    });
    expect(await screen.findByRole('textbox', { name: 'Tell us more (optional)' })).toHaveValue(
      'Moving in January.',
    );
  });

  it('stops the feedback at 400 characters, typed or pasted', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm('cancel-feedback', vi.fn(), 'cancelReasons');
    const feedback = await screen.findByRole('textbox', { name: 'Tell us more (optional)' });
    await user.click(feedback);
    await user.paste('x'.repeat(450));
    expect(feedback).toHaveValue('x'.repeat(400));
    await user.type(feedback, 'more');
    expect(feedback).toHaveValue('x'.repeat(400));
    expect(screen.getByText('400 / 400')).toBeInTheDocument();
  });

  it('submitted empty: shows the per-field message, ties it to the field and moves focus there', async () => {
    const user = userEvent.setup({ delay: null });
    const action = vi.fn();
    renderForm('cancel-feedback', action, 'cancelReasons');
    const feedback = await screen.findByRole('textbox', { name: 'Tell us more (optional)' });
    await user.type(feedback, 'Keep this text');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please choose a reason for cancelling.')).toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveAccessibleDescription(
      'Please choose a reason for cancelling.',
    );
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    expect(feedback).toHaveValue('Keep this text');
    expect(action).not.toHaveBeenCalled();
  });

  it('submitted with too-long or malformed entries: a message per field, input kept', async () => {
    const user = userEvent.setup({ delay: null });
    const action = vi.fn();
    renderForm('account-setup', action);
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await user.type(first, 'A'.repeat(41));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please use 40 characters or fewer.')).toBeInTheDocument();
    expect(first).toHaveAccessibleDescription('Please use 40 characters or fewer.');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveFocus();
    expect(
      screen.getByText('Please enter an email address like name@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name.')).toBeInTheDocument();
    const terms = screen.getByRole('checkbox', {
      name: 'I agree to the FreshPass terms and conditions',
    });
    expect(terms).not.toBeChecked();
    expect(terms).toHaveAccessibleDescription('Please accept the terms to continue.');
    expect(first).toHaveValue('A'.repeat(41));
    expect(action).not.toHaveBeenCalled();
  });

  it('can be filled and sent with the keyboard alone', async () => {
    const user = userEvent.setup({ delay: null });
    const action = vi.fn();
    renderForm('cancel-feedback', action, 'cancelReasons');
    await screen.findAllByRole('radio');
    await user.tab();
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: "I'm moving" })).toBeChecked();
    await user.tab();
    await user.keyboard('See you');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(action).toHaveBeenCalledWith({ reasonCode: 'MOVING', userComments: 'See you' }),
    );
  });

  it('shows a server error beside the form and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const action = vi.fn(async () => ({ error: 'Cancellation reason is invalid.' }));
    renderForm('cancel-feedback', action, 'cancelReasons');
    await user.click(await screen.findByRole('radio', { name: 'Other' }));
    await user.type(screen.getByRole('textbox'), 'My words');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cancellation reason is invalid.');
    expect(screen.getByRole('textbox')).toHaveValue('My words');
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
  });

  it('checks the ZIP code pattern with the precompiled validator', async () => {
    const user = userEvent.setup({ delay: null });
    const action = vi.fn();
    renderForm('zip-code', action);
    await user.type(await screen.findByRole('textbox', { name: 'ZIP code' }), '123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a 5-digit ZIP code.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), '86040');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith({ zipCode: '86040' }));
  });
});
