import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAV_FETCH_ERROR } from './left-nav';
import {
  contentFile as file,
  serveContent,
  setWidth,
  showNav as show,
  v1Toggles,
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
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
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

  it('leaves out a javascript: link the services sent, and logs it once', async () => {
    const v2 = file('left-nav-v2') as {
      leftNavGroupCollection: { menuItems: { leftNavText: string; leftNavLink: string }[] }[];
    };
    const [first, ...rest] = v2.leftNavGroupCollection;
    const bad = { leftNavText: 'Free money', leftNavLink: 'javascript:alert(document.cookie)' };
    const payload = {
      ...v2,
      leftNavGroupCollection: [{ ...first, menuItems: [...first.menuItems, bad] }, ...rest],
    };
    vi.stubGlobal('fetch', serveContent({ 'left-nav-v2': payload }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    show().unmount();
    // A second page view builds the navigation again: the link is not logged again.
    show();
    const nav = await screen.findByRole('navigation');
    expect(within(nav).queryByText('Free money')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Your Account' })).toBeVisible();
    const lines = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('[left-nav]'));
    expect(lines).toEqual([
      '[left-nav] left out a navigation link that would run code (the site\'s security policy blocks it): "javascript:alert(document.cookie)"',
    ]);
    warn.mockRestore();
  });

  it('gives no badges when the profile call failed', async () => {
    vi.stubGlobal('fetch', serveContent());
    show({ profile: { status: 'failed' } });
    const nav = await screen.findByRole('navigation');
    expect(within(nav).queryByText('Add')).toBeNull();
  });

  it('renders v1: title, Account Settings, the FreshPass group and the second list', async () => {
    vi.stubGlobal('fetch', serveContent({ 'feature-toggles': v1Toggles() }));
    const user = userEvent.setup();
    show();
    const nav = await screen.findByRole('navigation', { name: 'Account navigation' });
    expect(nav).toHaveClass('fp-left-nav--v1');
    expect(within(nav).getByText('Account Settings', { selector: 'p' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/account/account-settings.html',
    );
    // The FreshPass group is a disclosure, open on a FreshPass page, naming its list.
    const toggle = within(nav).getByRole('button', { name: 'FreshPass' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = within(nav).getByRole('list', { name: 'FreshPass' });
    expect(toggle).toHaveAttribute('aria-controls', group.id);
    const manage = within(group).getByRole('link', { name: 'Manage FreshPass' });
    const faq = within(group).getByRole('link', { name: 'FreshPass FAQs' });
    expect(manage).toHaveClass('is-active');
    expect(faq).toHaveClass('is-active');
    // The second list: the delivery-subscription link is highlighted there.
    const delivery = within(nav).getByRole('link', { name: 'Delivery subscription' });
    expect(group).not.toContainElement(delivery);
    expect(delivery).toHaveClass('is-active');
    expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveClass('is-active');
    // Exactly one link is the current page: the one the shopper is on.
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(manage).toHaveAttribute('aria-current', 'page');
    // Closing the group hides its links (and takes them out of the Tab order); opening shows them.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Manage FreshPass' })).toBeNull();
    await user.click(toggle);
    expect(within(nav).getByRole('link', { name: 'Manage FreshPass' })).toBeVisible();
  });

  it('gives v1 no aria-current on a page no link names, and keeps the group open', async () => {
    vi.stubGlobal('fetch', serveContent({ 'feature-toggles': v1Toggles() }));
    show({}, '/freshpass/manage/cancel-plan');
    const nav = await screen.findByRole('navigation', { name: 'Account navigation' });
    expect(within(nav).getByRole('button', { name: 'FreshPass' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Manage FreshPass' })).toHaveClass('is-active');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('marks the v2 link of the page the shopper is on, and only that one', async () => {
    vi.stubGlobal('fetch', serveContent());
    show({}, '/freshpass/manage/update-payments');
    const nav = await screen.findByRole('navigation', { name: 'Account navigation' });
    expect(within(nav).getByRole('link', { name: 'Manage FreshPass' })).toHaveClass('is-active');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('logs the UCA error and shows nothing, in the place it keeps, when the nav fetch fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', serveContent({ 'left-nav-v2': 'fail' }));
    const { container } = show();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(NAV_FETCH_ERROR));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    // The empty place the navigation had while loading stays, so the page below does not move up.
    const place = container.querySelector('.fp-left-nav-pending');
    expect(place).not.toBeNull();
    expect(place).toHaveAttribute('aria-hidden', 'true');
    expect(place).toBeEmptyDOMElement();
    log.mockRestore();
  });

  it('keeps the navigation it shows when reading the carried toggles again fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = serveContent({ 'feature-toggles': 'fail' });
    vi.stubGlobal('fetch', fetch);
    show({}, '/freshpass/manage', { 'feature-toggles': file('feature-toggles') });
    const nav = await screen.findByRole('navigation', { name: 'Account navigation' });
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(NAV_FETCH_ERROR));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/feature-toggles'))).toBe(true);
    expect(nav).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Manage FreshPass' })).toBeVisible();
    log.mockRestore();
  });

  it('shows no navigation while the session is not valid, and keeps its place', async () => {
    const fetch = serveContent();
    vi.stubGlobal('fetch', fetch);
    const { container } = show({ sessionValid: false });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    const place = container.querySelector('.fp-left-nav-pending');
    expect(place).not.toBeNull();
    expect(place).toHaveAttribute('aria-hidden', 'true');
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
