/**
 * The shared component suite: every block type renders from its fixture layout
 * (tests/fixtures/layouts/<type>.json) for every banner in banners/, so a new banner or a new
 * block type is covered the moment its file lands.
 */
import { configure, screen, within } from '@testing-library/react';
import { BannerProvider } from '../../content/banner-context';
import type { ScreenLayout } from '../block-definition';
import { Screen } from '../layout/layout-renderer';
import {
  BLOCK_ERROR,
  renderWithEnv,
  richTextRendered,
  testBanners,
  testEnv,
  type TestBanner,
} from '../testing/test-env';
import { blockRegistry } from '.';

const layouts = import.meta.glob<ScreenLayout>('/tests/fixtures/layouts/*.json', {
  eager: true,
  import: 'default',
});
const layoutOf = (type: string): ScreenLayout => layouts[`/tests/fixtures/layouts/${type}.json`];

/** What each block must show; keyed by block type so a type without checks fails the suite. */
const checks: Record<string, (banner: TestBanner) => Promise<void> | void> = {
  heading: (b) => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `Manage FreshPass at ${b.displayName}`,
    );
    expect(screen.getByText(`Questions? Call ${b.supportPhone}.`)).toBeInTheDocument();
  },
  // Rich text arrives with its lazily loaded module (see rich-text/rich-html.tsx): find, then get.
  richText: async (b) => {
    expect(await screen.findByRole('link', { name: 'Read the FAQ' })).toHaveAttribute(
      'href',
      '/freshpass/manage/freshpass-faq',
    );
    expect(screen.getByRole('link', { name: 'see the terms' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(
      screen.getByText(new RegExp(`Earn ${escape(b.loyaltyProgramName)} points`)),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  },
  accordion: async () => {
    expect(await screen.findByText('Intro text.')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    expect(buttons[1]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'First question?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Second question?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
  benefitTiles: async () => {
    const titles = await screen.findAllByText('Free delivery', { selector: 'strong' });
    expect(titles.length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByRole('img', { name: 'Delivery van' }).length).toBeGreaterThanOrEqual(2);
    expect(
      screen.getAllByRole('button', { name: 'About free delivery' }).length,
    ).toBeGreaterThanOrEqual(2);
  },
  bannerPromo: (b) => {
    const promo = screen.getByRole('region', { name: `Why join FreshPass at ${b.displayName}` });
    // The banner's own promo description and savings labels, and the Unlimited Delivery Club text.
    expect(within(promo).getByText(b.promoDescription)).toBeInTheDocument();
    expect(within(promo).getByText(b.estimatedSavingsLabels.rewards)).toBeInTheDocument();
    expect(within(promo).getByText('Up to $425', { exact: false })).toBeInTheDocument();
    expect(
      within(promo).getByText('Monthly $14.99 or annual $99 over $30 orders, 30-day trial.'),
    ).toBeInTheDocument();
  },
  planCards: () => {
    const cards = within(screen.getByRole('region', { name: 'Choose your plan' })).getAllByRole(
      'heading',
      { level: 3 },
    );
    expect(cards.map((c) => c.textContent)).toEqual(['Annual plan', 'Monthly plan', 'SNAP plan']);
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/freshpass/manage/subscribe?plan=monthly',
    );
  },
  savingsSummary: () => {
    expect(screen.getByText('Estimated annual savings')).toBeInTheDocument();
    expect(screen.getByText('$180.00')).toBeInTheDocument();
  },
  facts: () => {
    const facts = screen.getByRole('region', { name: 'FreshPass limits' });
    expect(
      within(facts)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Refund window in days', 'Retention discount']);
    expect(within(facts).getByText('15')).toBeInTheDocument();
    expect(within(facts).getByText('retentionannual')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nothing to show' })).toBeNull();
  },
  perks: (b) => {
    expect(
      screen.getByText(`On exclusive brands with ${b.loyaltyProgramName}.`),
    ).toBeInTheDocument();
  },
  partnerDiscount: () => {
    // Without bound data only the heading shows: no empty rows, no button without a code.
    expect(
      screen.getByRole('region', { name: 'Your FreshPass partner discount' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join with this discount' })).toBeNull();
  },
  partnerOffers: () => {
    expect(screen.getByRole('heading', { name: 'Expedia' })).toBeInTheDocument();
    expect(screen.queryByText('Vons', { selector: 'h3' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute(
      'href',
      '/rewards/partners/expedia',
    );
  },
  cardFrame: async (b) => {
    const frame = await screen.findByTitle('Card details');
    expect(frame.getAttribute('src')).toMatch(/^\/tokenservice\/frame\.html\?parentOrigin=/);
    expect(
      screen.getByText(`A temporary hold at ${b.displayName} may last up to 5 business days.`),
    ).toBeInTheDocument();
  },
  promoOffers: () => {
    const offer = screen.getByRole('complementary', { name: 'Limited-time offer' });
    expect(
      within(offer)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Buy 1 Get 1 Free', 'Buy Two Get 1 Free']);
    expect(within(offer).getByRole('link', { name: 'Claim offer' })).toHaveAttribute(
      'href',
      '/shop/home.html',
    );
  },
  limitedTimeOffer: async () => {
    expect(screen.getByRole('complementary', { name: 'Limited-time offer' })).toBeInTheDocument();
    expect(await screen.findByText('first month free')).toBeInTheDocument();
  },
  notice: async () => {
    // The notice enters as an empty live region and is filled a moment later (screen readers
    // read a region that changes, not one that arrives full).
    expect(await screen.findByText('Your plan change is being processed.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  },
  buttonRow: () => {
    expect(screen.getByRole('link', { name: 'Continue with FreshPass' })).toHaveAttribute(
      'href',
      '/freshpass/manage',
    );
    expect(screen.getByRole('button', { name: 'Reinstate plan' })).toBeInTheDocument();
  },
  tooltip: () => {
    for (const name of [
      'Savings',
      'Estimated total',
      'Estimated subtotal',
      'Delivery fee',
      'Taxes',
    ]) {
      expect(screen.getByRole('button', { name: `More information ${name}` })).toBeInTheDocument();
    }
  },
  form: async () => {
    expect(await screen.findByRole('radio', { name: "It's too expensive" })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tell us more (optional)' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'ZIP code' })).toBeInTheDocument();
  },
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// The form block loads rjsf lazily; allow for a busy shared machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20000 });

describe('every block type', () => {
  it('has a fixture layout and checks for each registered type', () => {
    for (const type of blockRegistry.ids()) {
      expect(layoutOf(type), `tests/fixtures/layouts/${type}.json`).toBeDefined();
      expect(Object.hasOwn(checks, type), `checks for ${type}`).toBe(true);
    }
  });

  describe.each(testBanners.map((b) => [b.id, b] as const))('for banner %s', (_id, banner) => {
    it.each(blockRegistry.ids())('renders %s from fixture content', async (type) => {
      const actions = {
        reinstate: () => undefined,
        'cancel-feedback': () => undefined,
        checkZip: () => undefined,
        saveCard: () => undefined,
      };
      renderWithEnv(
        <BannerProvider bannerId={banner.id}>
          <Screen layout={layoutOf(type)} />
        </BannerProvider>,
        testEnv({ actions }, banner),
      );
      await checks[type](banner);
      await richTextRendered();
      expect(screen.queryByText(BLOCK_ERROR)).toBeNull();
      expect(document.body.textContent).not.toMatch(/\{(banner|phone|loyaltyProgram|product)\}/);
    });
  });
});
