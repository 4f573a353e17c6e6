import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import vons from '../../../../banners/vons.json';
import { banners } from '../../../content/banners';
import { renderWithEnv } from '../../testing/test-env';
import SideBySide from './side-by-side';

/** Content fetches answer 404: the tiles' problems come from the bundled banner files. */
function stubFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
}

/** A header standing in for the app's, saying which page it is shown for. */
function Header({ pathname }: { pathname?: string }) {
  return <p>header for {pathname ?? 'no route'}</p>;
}

const tiles = () => within(screen.getByRole('list', { name: 'Banners' }));

describe('SideBySide', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // No IntersectionObserver in jsdom: every tile renders at once.
    stubFetch();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('gives every banner a tile with its heading, its problems and its header', () => {
    renderWithEnv(
      <SideBySide routes={[{ path: '/freshpass/manage', screen: 'manage' }]} Header={Header} />,
    );
    const names = banners.map((b) => b.displayName);
    expect(
      screen.getByRole('list', { name: 'Banners' }).querySelectorAll(':scope > li > section > h2'),
    ).toHaveLength(names.length);
    for (const banner of banners) {
      const tile = tiles().getByRole('region', { name: banner.displayName });
      expect(tile).toHaveTextContent(`the gate passes banners/${banner.id}.json`);
      expect(within(tile).getByText('header for /freshpass/manage')).toBeInTheDocument();
      // Its theme colours as values, so similar reds can be told apart.
      const theme = tile.querySelector('dl.fp-side__theme');
      expect(theme).toHaveAccessibleName(`Theme colours of ${banner.displayName}`);
      expect(theme).toHaveTextContent(`primary${banner.theme.primary}`);
    }
    expect(screen.getByText(/banners: 0 with errors/)).toHaveTextContent(
      `${names.length} banners: 0 with errors, 0 with warnings only, ${names.length} without problems.`,
    );
  });

  it("marks a pasted banner's tile with the gate's words and keeps the others clean", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithEnv(<SideBySide Header={Header} />);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Screen' }),
      'Paste content (JSON)…',
    );
    const editor = screen.getByRole('textbox', { name: 'Content JSON' });
    const copy = { ...vons, theme: { ...vons.theme, onPrimary: '#C0C0C0' }, bannerType: 'safeway' };
    fireEvent.change(editor, { target: { value: JSON.stringify(copy, null, 2) } });
    const problems = screen.getByRole('list', { name: 'Problems of Vons' });
    expect(problems).toHaveTextContent(
      'Error in banners/vons.json /theme/onPrimary onPrimary #C0C0C0 on primary #B0142A has contrast',
    );
    expect(problems).toHaveTextContent(
      'bannerType "safeway" is already the type of banners/safeway.json',
    );
    expect(screen.queryByRole('list', { name: 'Problems of Safeway' })).toBeNull();
    expect(screen.getByText(/banners: 1 with errors/)).toBeInTheDocument();
    // What the editor typed is kept.
    expect(editor).toHaveValue(JSON.stringify(copy, null, 2));
  });
});
