/**
 * The page header on every banner (issue 12), as a component test over all of banners/*.json:
 * what tests/e2e/header.spec.ts checked once per banner in the browser (issue 26). The browser
 * keeps one smoke test of the real page (logo loaded, inside the screen, on the primary colour).
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ApiProvider } from '../../api/api-provider';
import { BannerProvider } from '../../content/banner-context';
import { banners } from '../../content/banners';
import { SHOP_HOME_PATH } from './site-header-model';
import { SiteHeader } from './site-header';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function renderHeader(bannerId: string, pathname: string) {
  // No content service here: the shell's labels are the bundled ui-text, as before it answers.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <BannerProvider bannerId={bannerId}>
        <ApiProvider banner={bannerId}>
          <MemoryRouter initialEntries={[pathname]}>
            <SiteHeader />
          </MemoryRouter>
        </ApiProvider>
      </BannerProvider>
    </SWRConfig>,
  );
}

/**
 * The logo is the banner's own file in the wanted colour. The unit tests' build inlines small
 * files as data URLs: then the SVG itself is read (its label, and white fill or not).
 */
function expectLogoFile(
  src: string,
  banner: { id: string; displayName: string },
  logo: 'color' | 'white',
) {
  const prefix = 'data:image/svg+xml;base64,';
  if (!src.startsWith(prefix)) {
    const file = logo === 'white' ? `${banner.id}-white-[\\w-]+` : `${banner.id}-(?!white-)[\\w-]+`;
    expect(src).toMatch(new RegExp(`/${file}\\.svg$`));
    return;
  }
  const svg = Buffer.from(src.slice(prefix.length), 'base64')
    .toString('utf8')
    .replace(/&apos;|&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
  expect(svg).toContain(`aria-label="${banner.displayName}"`);
  expect(/fill="#FFFFFF"/i.test(svg), `the ${logo} logo`).toBe(logo === 'white');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SiteHeader on every banner', () => {
  it('covers every banner the repository ships', () => {
    expect(banners.length).toBeGreaterThanOrEqual(15);
  });

  describe.each(banners.map((banner) => [banner.id, banner] as const))('%s', (_id, banner) => {
    it.each([
      ['an account page', '/freshpass/manage/freshpass-faq', 'color'],
      ['a landing page', '/freshpass/manage/subscribe', 'white'],
    ] as const)('on %s: one logo naming the banner, linking to the shop home', (_, path, logo) => {
      renderHeader(banner.id, path);
      const header = screen.getByRole('banner');
      const image = within(header).getByRole('img');
      expect(image).toHaveAttribute('alt', expect.stringMatching(escapeRegExp(banner.displayName)));
      expectLogoFile(image.getAttribute('src') ?? '', banner, logo);
      for (const size of ['width', 'height']) {
        expect(Number(image.getAttribute(size)), `the logo's ${size}`).toBeGreaterThan(0);
      }
      const alt = image.getAttribute('alt') ?? '';
      expect(within(header).getByRole('link', { name: alt })).toHaveAttribute(
        'href',
        SHOP_HOME_PATH,
      );
      expect(within(header).getByText(banner.displayName, { exact: false })).toBeInTheDocument();
      // On the banner's primary colour (site-header.css) only on the landing page.
      expect(header.classList.contains('fp-header--on-brand')).toBe(logo === 'white');
    });
  });
});
