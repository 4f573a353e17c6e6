import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAV_FETCH_ERROR } from './left-nav';
import {
  contentFile as file,
  serveContent,
  setWidth,
  showNav as show,
} from './testing/nav-harness';

describe('LeftNav', () => {
  beforeEach(() => setWidth(1200));
  afterEach(() => vi.unstubAllGlobals());

  it('renders v2 with groups, the relabelled active FreshPass item and Add badges', async () => {
    vi.stubGlobal('fetch', serveContent());
    show();
    const nav = await screen.findByRole('navigation', { name: 'Account navigation' });
    expect(within(nav).getByRole('link', { name: 'Your Account' })).toHaveAttribute(
      'href',
      '/account/dashboard.html',
    );
    expect(within(nav).getByRole('heading', { level: 3, name: 'Memberships' })).toBeVisible();
    const manage = within(nav).getByRole('link', { name: 'Manage FreshPass' });
    expect(manage).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Join FreshPass' })).toBeNull();
    expect(within(nav).getByRole('link', { name: /Addresses\s*Add/ })).toBeVisible();
    expect(within(nav).getByRole('link', { name: /Personal info\s*Add/ })).toBeVisible();
    expect(within(nav).getByRole('link', { name: /^Wallet$/ })).toBeVisible();
    // EOT 4521 is 'b' in the shipped toggles, so the flagged item shows.
    expect(within(nav).getByRole('link', { name: 'Communication preferences' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Safeway for U rewards' })).toBeVisible();
  });

  it('hides a flagged item whose experiment value is not b', async () => {
    const toggles = file('feature-toggles') as Record<string, unknown>;
    vi.stubGlobal(
      'fetch',
      serveContent({
        'feature-toggles': { ...toggles, experiments: { eot: { '4521': 'a' }, acip: {} } },
      }),
    );
    show();
    const nav = await screen.findByRole('navigation');
    expect(within(nav).queryByRole('link', { name: 'Communication preferences' })).toBeNull();
  });

  it('gives no badges when the profile call failed', async () => {
    vi.stubGlobal('fetch', serveContent());
    show({ profile: { status: 'failed' } });
    const nav = await screen.findByRole('navigation');
    expect(within(nav).queryByText('Add')).toBeNull();
  });

  it('renders v1 when the v2 toggle is off', async () => {
    const toggles = file('feature-toggles') as Record<string, unknown>;
    vi.stubGlobal(
      'fetch',
      serveContent({ 'feature-toggles': { ...toggles, accountDashboardV2: false } }),
    );
    show();
    const nav = await screen.findByRole('navigation', { name: 'Account navigation' });
    expect(nav).toHaveClass('fp-left-nav--v1');
    expect(within(nav).getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/account/account-settings.html',
    );
    expect(within(nav).getByRole('link', { name: 'Manage FreshPass' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Delivery subscription' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  });

  it('logs the UCA error and shows nothing when the nav fetch fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', serveContent({ 'left-nav-v2': 'fail' }));
    show();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(NAV_FETCH_ERROR));
    expect(screen.queryByRole('navigation')).toBeNull();
    log.mockRestore();
  });

  it('renders nothing while the session is not valid', async () => {
    const fetch = serveContent();
    vi.stubGlobal('fetch', fetch);
    show({ sessionValid: false });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('LeftNav below 992px', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setWidth(1200);
  });

  it('is a Manage Freshpass dropdown that traps Tab at 990px and closes on Escape', async () => {
    setWidth(990);
    vi.stubGlobal('fetch', serveContent());
    const user = userEvent.setup();
    show();
    const toggle = await screen.findByRole('button', { name: 'Manage Freshpass' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    links[links.length - 1].focus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.tab({ shift: true });
    expect(links[links.length - 1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('does not trap focus at 991px', async () => {
    setWidth(991);
    vi.stubGlobal('fetch', serveContent());
    const user = userEvent.setup();
    show();
    const toggle = await screen.findByRole('button', { name: 'Manage Freshpass' });
    await user.click(toggle);
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    links[links.length - 1].focus();
    await user.tab();
    expect(toggle).not.toHaveFocus();
  });
});
