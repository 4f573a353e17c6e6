import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session, SessionState } from '../../api/session';
import { SessionGate } from './session-gate';

const session = { gid: 'g1', authToken: 't', expireTime: Date.now() + 60_000 } as Session;

describe('SessionGate', () => {
  it.each([
    [{ status: 'loading' }, 'Loading', undefined],
    [{ status: 'signed-in', session }, 'Account page', undefined],
    [
      { status: 'redirect', redirectTo: '/account/sign-in.html?redirect=%2Ffreshpass%2Fmanage' },
      'Loading',
      '/account/sign-in.html?redirect=%2Ffreshpass%2Fmanage',
    ],
    [
      { status: 'redirect', redirectTo: '/account/re-sign-in.html?redirect=%2Ffreshpass%2Fmanage' },
      'Loading',
      '/account/re-sign-in.html?redirect=%2Ffreshpass%2Fmanage',
    ],
  ] as [SessionState, string, string | undefined][])('%o shows %s', (state, text, target) => {
    const go = vi.fn();
    render(
      <SessionGate state={state} loading={<p>Loading</p>} go={go}>
        <p>Account page</p>
      </SessionGate>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    if (target) expect(go).toHaveBeenCalledWith(target);
    else expect(go).not.toHaveBeenCalled();
  });
});
