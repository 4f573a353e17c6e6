import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blockValidators } from '../../content/generated/block-validators.js';
import { renderWithEnv, testEnv } from '../testing/test-env';
import PreviewScreen from './preview-screen';

describe('PreviewScreen', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('renders a pasted layout live, themed for the picked banner, with problems by pointer', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithEnv(<PreviewScreen />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Banner' }), 'Vons');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Screen' }),
      'Paste a layout (JSON)…',
    );
    const canvas = screen.getByRole('region', { name: 'Rendered screen' });
    expect(within(canvas).getByRole('heading', { name: 'FreshPass at Vons' })).toBeInTheDocument();
    expect(canvas.style.getPropertyValue('--fp-primary')).toBe('#B0142A');
    expect(screen.getByText('No schema problems.')).toBeInTheDocument();

    const editor = screen.getByRole('textbox', { name: 'Screen layout JSON' });
    const layout = {
      id: 'draft',
      title: 'Draft',
      blocks: [
        { type: 'heading', id: 'a', props: { text: 'Kept' } },
        { type: 'planCards', id: 'b', props: { plans: 'oops' } },
        { type: 'carousel', id: 'c', props: {} },
      ],
    };
    fireEvent.change(editor, { target: { value: JSON.stringify(layout) } });
    expect(screen.getByText('/blocks/1/props/plans')).toBeInTheDocument();
    expect(screen.getByText('/blocks/2/type')).toBeInTheDocument();
    expect(within(canvas).getByRole('heading', { name: 'Kept' })).toBeInTheDocument();
    expect(within(canvas).getByRole('note')).toHaveTextContent('carousel');

    fireEvent.change(editor, { target: { value: '{"blocks": [' } });
    expect(screen.getByText(/^Not valid JSON:/)).toBeInTheDocument();
  });

  it("checks the layout schema too with the app's environment, which carries only block validators", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithEnv(<PreviewScreen />, testEnv({ validators: blockValidators }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Screen' }),
      'Paste a layout (JSON)…',
    );
    const editor = screen.getByRole('textbox', { name: 'Screen layout JSON' });
    // No `id`: only the screen-layout schema objects; the heading's level is a block props problem.
    const layout = { blocks: [{ type: 'heading', id: 'a', props: { text: 'Hi', level: 9 } }] };
    fireEvent.change(editor, { target: { value: JSON.stringify(layout) } });
    expect(screen.getByText('/')).toBeInTheDocument();
    expect(screen.getByText('/blocks/0/props/level')).toBeInTheDocument();
  });

  it('lists the screens and the fixture layouts to pick from', () => {
    renderWithEnv(<PreviewScreen />);
    const picker = screen.getByRole('combobox', { name: 'Screen' });
    expect(within(picker).getByRole('option', { name: 'manage' })).toBeInTheDocument();
    expect(within(picker).getByRole('option', { name: 'accordion' })).toBeInTheDocument();
  });

  it('renders a picked fixture layout', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithEnv(<PreviewScreen />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Screen' }), 'heading');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Manage FreshPass at Safeway/ }),
    ).toBeInTheDocument();
  });
});
