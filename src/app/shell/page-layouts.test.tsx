import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AccountLayout } from './page-layouts';

/** An account page before and after its session: the loading layout gives way to another one. */
function Page({ signedIn }: { signedIn: boolean }) {
  return (
    <MemoryRouter initialEntries={['/freshpass/manage']}>
      <button type="button">Outside main</button>
      {signedIn ? (
        <section>
          <AccountLayout nav={<nav>Signed in</nav>}>
            <h1>Manage FreshPass</h1>
          </AccountLayout>
        </section>
      ) : (
        <AccountLayout nav={<nav>Loading</nav>}>
          <h1>Manage FreshPass</h1>
        </AccountLayout>
      )}
    </MemoryRouter>
  );
}

describe('the page main swapped while the page loads', () => {
  it('keeps the focus the skip link gave it', () => {
    const { rerender } = render(<Page signedIn={false} />);
    const first = document.querySelector('main')!;
    first.focus();
    rerender(<Page signedIn />);
    const second = document.querySelector('main')!;
    expect(second).not.toBe(first);
    expect(document.activeElement).toBe(second);
  });

  it('takes no focus that was elsewhere', () => {
    const { rerender, getByRole } = render(<Page signedIn={false} />);
    const button = getByRole('button', { name: 'Outside main' });
    button.focus();
    rerender(<Page signedIn />);
    expect(document.activeElement).toBe(button);
  });

  it('takes no focus when nothing held it', () => {
    const { rerender } = render(<Page signedIn={false} />);
    rerender(<Page signedIn />);
    expect(document.activeElement).toBe(document.body);
  });
});
