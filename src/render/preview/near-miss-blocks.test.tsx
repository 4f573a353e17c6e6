import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderWithEnv } from '../testing/test-env';
import PreviewScreen from './preview-screen';

// Read as data: the import rules keep src/render from importing anything under a screens folder.
const manage = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../content/screens/manage.json'), 'utf8'),
) as { blocks: Array<{ id: string; type: string }> };

/**
 * Issue 25, preview item 4: a real screen's layout pasted with block types a letter off a known
 * one (`noitce`), in a group with a `when` too, and a near miss of an alias (`planCrad`), shows
 * each in place on the canvas as an unknown block, and its problem beside its line.
 */
describe('PreviewScreen, a pasted layout with near-miss block types', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the in-place note where each block would be', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithEnv(<PreviewScreen />);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Screen' }),
      'Paste content (JSON)…',
    );
    const renamed = { 'snap-status': 'noitce', 'plan-details': 'planCrad', help: 'richTxt' };
    const layout = {
      ...manage,
      blocks: manage.blocks.map((b) =>
        Object.hasOwn(renamed, b.id) ? { ...b, type: renamed[b.id as keyof typeof renamed] } : b,
      ),
    };
    fireEvent.change(screen.getByRole('textbox', { name: 'Content JSON' }), {
      target: { value: JSON.stringify(layout, null, 2) },
    });
    // snap-status is in the `snap` group, whose `when` holds for this persona.
    await user.selectOptions(screen.getByRole('combobox', { name: /Shopper/ }), 'suspended-snap');
    const canvas = screen.getByRole('region', { name: 'Rendered screen' });
    const order = [...canvas.querySelectorAll('[data-block]')].map((e) =>
      e.getAttribute('data-block'),
    );
    expect(order).toEqual(['snap-status', 'plan-details', 'snap-actions', 'help']);
    for (const [id, type] of Object.entries(renamed)) {
      const note = canvas.querySelector(`[data-block="${id}"]`)!;
      expect(note).toHaveAttribute('role', 'note');
      expect(note).toHaveTextContent(type);
      const index = manage.blocks.findIndex((b) => b.id === id);
      const beside = screen.getByText(new RegExp(`/blocks/${index}/type\\b`)).closest('li');
      expect(beside).toHaveTextContent(type);
    }
    expect(within(canvas).getAllByRole('note')).toHaveLength(3);
  });
});
