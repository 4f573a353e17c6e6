import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import labels from '../../../content/sandbox-panel.json';
import type { SandboxPanel as Labels } from '../../content/generated/types/sandbox-panel';
import { CardsSection } from './panel-sections';

describe('CardsSection: each test card is copied with one click', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each button by the word it shows, before and after the copy (WCAG 2.5.3)', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(
      <CardsSection
        labels={labels as Labels}
        cards={[{ number: '4000000000000002', behaviour: 'refused' }]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Copy 4000 0000 0000 0002' });
    expect(button).toHaveTextContent('Copy');
    fireEvent.click(button);
    const copied = await screen.findByRole('button', { name: 'Copied 4000 0000 0000 0002' });
    expect(copied).toHaveTextContent('Copied');
    expect(writeText).toHaveBeenCalledWith('4000000000000002');
  });
});
