/**
 * Links in rich HTML: an internal one navigates through the router (the click's document
 * navigation is prevented and the router's location changes), while external links and links
 * opening a new tab stay plain anchors that the browser follows itself.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { richTextRendered } from '../testing/test-env';
import { renderRichTextAt } from './rich-links.fixture';

const HTML = [
  '<p>Read the <a href="/freshpass/manage/freshpass-faq?from=tile#refunds" title="FAQ">FAQ</a>,',
  '<a href="https://www.example.com/help">the help centre</a>,',
  '<a href="//evil.example/x">a protocol-relative link</a>',
  'or <a href="/freshpass/manage/govassist" target="_blank">SNAP in a new tab</a>.</p>',
].join(' ');

/** Whether each click's default action (the browser's navigation) was left to happen. */
let navigatedByDocument: boolean[] = [];

// Bubbles after React's root listener, so a router link has had its say; then stops jsdom, which
// cannot navigate, from trying.
function recordClick(event: MouseEvent) {
  navigatedByDocument.push(!event.defaultPrevented);
  event.preventDefault();
}

beforeEach(() => {
  navigatedByDocument = [];
  document.addEventListener('click', recordClick);
});
afterEach(() => document.removeEventListener('click', recordClick));

describe('links in rich text', () => {
  it('navigates an internal link through the router, without a document navigation', async () => {
    const user = userEvent.setup({ delay: null });
    renderRichTextAt(HTML);
    await richTextRendered();
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { name: 'The FAQ screen' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/freshpass/manage/freshpass-faq?from=tile#refunds',
    );
    expect(navigatedByDocument).toEqual([false]);
  });

  it('leaves external, protocol-relative and new-tab links to the browser', async () => {
    const user = userEvent.setup({ delay: null });
    renderRichTextAt(HTML);
    await richTextRendered();
    const external = screen.getByRole('link', { name: 'the help centre' });
    const protocolRelative = screen.getByRole('link', { name: 'a protocol-relative link' });
    const newTab = screen.getByRole('link', { name: 'SNAP in a new tab' });
    expect(external).toHaveAttribute('href', 'https://www.example.com/help');
    expect(protocolRelative).toHaveAttribute('href', '//evil.example/x');
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
    for (const link of [external, protocolRelative, newTab]) await user.click(link);
    expect(navigatedByDocument).toEqual([true, true, true]);
    expect(screen.getByTestId('location')).toHaveTextContent('/start');
  });
});
