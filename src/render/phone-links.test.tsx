/**
 * Issue 22 §5: a phone number is a `tel:` link wherever it appears: in rich text, in a notice's
 * words and in a catalogue message (the placeholder {phone} is filled as plain text first).
 */
import { screen } from '@testing-library/react';
import { Screen } from './layout/layout-renderer';
import { renderWithEnv, richTextRendered } from './testing/test-env';

const PHONE = '1-877-723-3929';

describe('phone numbers', () => {
  it('are tel: links in rich text, once, and an existing tel: link dials with its country code', async () => {
    const html = `<p>Questions? Call ${PHONE}.</p><p>Or <a href="tel:${PHONE}">${PHONE}</a>.</p>`;
    renderWithEnv(
      <Screen layout={{ id: 'l', blocks: [{ type: 'richText', id: 'r', props: { html } }] }} />,
    );
    await richTextRendered();
    const links = screen.getAllByRole('link', { name: PHONE });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', 'tel:+18777233929');
    expect(screen.getByText(/Questions\? Call/)).toHaveTextContent(`Questions? Call ${PHONE}.`);
  });

  it('are tel: links in a notice, and other numbers are left alone', () => {
    const text = `Order 12345678 can't be changed online. Call {phone}.`;
    renderWithEnv(
      <Screen layout={{ id: 'l', blocks: [{ type: 'notice', id: 'n', props: { text } }] }} />,
    );
    const link = screen.getByRole('link', { name: PHONE });
    expect(link).toHaveAttribute('href', 'tel:+18777233929');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
