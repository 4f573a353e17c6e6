import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { Screen } from '../layout/layout-renderer';
import { RenderEnvProvider } from '../render-env';
import { renderWithEnv, testEnv } from '../testing/test-env';
import { initiallyOpen, splitSections, toAccordionProps } from './accordion-sections';

const sections = [
  { title: 'One?', html: '<p>First answer.</p>' },
  { title: 'Two?', html: '<p>Second answer.</p>' },
];
const layout = (displayType: string) => ({
  id: 'faq',
  blocks: [{ type: 'accordion', id: 'faq', props: { displayType, sections } }],
});

describe('accordion sections (pure)', () => {
  it('splits an HTML fragment at h2/h3 headings, keeping the intro', () => {
    const { intro, sections: split } = splitSections(
      '<p>Hi</p><h2 class="q">What &amp; why?</h2><p>A</p><h3>Next</h3><p>B</p>',
    );
    expect(intro).toBe('<p>Hi</p>');
    expect(split.map((s) => [s.title, s.html])).toEqual([
      ['What & why?', '<p>A</p>'],
      ['Next', '<p>B</p>'],
    ]);
  });

  it('opens sections by display type', () => {
    const list = toAccordionProps({ sections }, undefined).sections;
    expect([...initiallyOpen('expandFirst', list)]).toEqual(['section-1']);
    expect([...initiallyOpen('expanded', list)]).toEqual(['section-1', 'section-2']);
    expect([...initiallyOpen('collapsed', list)]).toEqual([]);
  });

  it('prefers props over bound FAQ content and takes its display type otherwise', () => {
    const bound = { displayType: 'expandFirst', sections: [{ id: 'a', title: 'A', html: 'x' }] };
    expect(toAccordionProps({}, bound)).toMatchObject({
      displayType: 'expandFirst',
      sections: [{ id: 'a' }],
    });
    expect(toAccordionProps({ displayType: 'expanded', sections }, bound).sections).toHaveLength(2);
  });
});

describe('accordion (keyboard and ARIA)', () => {
  it('is interactive at first paint: each button controls its panel', async () => {
    renderWithEnv(<Screen layout={layout('expandFirst')} />);
    const one = screen.getByRole('button', { name: 'One?' });
    expect(one).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(one.getAttribute('aria-controls') ?? '');
    // The answer's HTML arrives with the lazily loaded rich-text module.
    expect(await screen.findByText('First answer.')).toBeVisible();
    expect(panel).toHaveTextContent('First answer.');
    const two = screen.getByRole('button', { name: 'Two?' });
    const closed = document.getElementById(two.getAttribute('aria-controls') ?? '');
    expect(closed).not.toBeVisible();
    expect(screen.queryByText('Second answer.')).toBeNull();
  });

  it('opens and closes by click, Enter and Space', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithEnv(<Screen layout={layout('collapsed')} />);
    const two = screen.getByRole('button', { name: 'Two?' });
    await user.click(two);
    expect(two).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Second answer.')).toBeVisible();
    two.focus();
    await user.keyboard('{Enter}');
    expect(two).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(two).toHaveAttribute('aria-expanded', 'true');
  });

  it('reaches every section with Tab', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithEnv(<Screen layout={layout('collapsed')} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'One?' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Two?' })).toHaveFocus();
  });

  it('puts section titles at h2, straight under the page h1, when the block has no heading', () => {
    renderWithEnv(<Screen layout={layout('collapsed')} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'One?',
      'Two?',
    ]);
  });

  it('puts section titles at h3 under the block heading', () => {
    const withHeading = {
      id: 'faq',
      blocks: [{ type: 'accordion', id: 'faq', props: { heading: 'FAQs', sections } }],
    };
    renderWithEnv(<Screen layout={withHeading} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('FAQs');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('expanded opens every section', () => {
    renderWithEnv(<Screen layout={layout('expanded')} />);
    for (const b of screen.getAllByRole('button'))
      expect(b).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('accordion (content after hydration)', () => {
  it('opens the sections the content it has asks for when that content changes', () => {
    const ui = (displayType: string) => (
      <MemoryRouter>
        <RenderEnvProvider env={testEnv()}>
          <Screen layout={layout(displayType)} />
        </RenderEnvProvider>
      </MemoryRouter>
    );
    // Prerendered with the build's `expandFirst`; an override then says `expanded`.
    const { rerender } = render(ui('expandFirst'));
    expect(screen.getByRole('button', { name: 'Two?' })).toHaveAttribute('aria-expanded', 'false');
    rerender(ui('expanded'));
    expect(screen.getByRole('button', { name: 'One?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Two?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps what the shopper opened while the content stays the same', async () => {
    const ui = (
      <MemoryRouter>
        <RenderEnvProvider env={testEnv()}>
          <Screen layout={layout('expandFirst')} />
        </RenderEnvProvider>
      </MemoryRouter>
    );
    const { rerender } = render(ui);
    await userEvent.click(screen.getByRole('button', { name: 'Two?' }));
    rerender(ui);
    expect(screen.getByRole('button', { name: 'Two?' })).toHaveAttribute('aria-expanded', 'true');
  });
});
