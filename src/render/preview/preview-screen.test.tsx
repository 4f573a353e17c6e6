import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import benefitTiles from '../../../content/benefit-tiles.json';
import faq from '../../../content/faq.json';
import offers from '../../../content/offers.json';
import snapSteps from '../../../content/snap-easy-steps.json';
import { blockValidators } from '../../content/generated/block-validators.js';
import { prepareRichHtml } from '../rich-text/rich-html';
import { renderWithEnv, testEnv } from '../testing/test-env';
import PreviewScreen from './preview-screen';

const ROUTES = [
  { path: '/freshpass/manage', screen: 'manage' },
  { path: '/freshpass/manage/cancel-plan', screen: 'cancel-plan' },
  { path: '/freshpass/manage/freshpass-faq', screen: 'freshpass-faq' },
];

/**
 * Answers the sandbox's content controls; everything else (content fetches, a persona's plan) is
 * a 404.
 */
function stubFetch(status = 200) {
  const calls: { method: string; url: string; body?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (!String(url).startsWith('/__sandbox/content/')) {
        return new Response('{}', { status: 404 });
      }
      calls.push({ method, url: String(url), body: init?.body as string | undefined });
      return new Response('{}', { status });
    }),
  );
  return calls;
}

async function pasteMode(user: ReturnType<typeof userEvent.setup>, banner = 'Vons') {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Banner' }), banner);
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Screen' }),
    'Paste content (JSON)…',
  );
  return screen.getByRole('textbox', { name: 'Content JSON' }) as HTMLTextAreaElement;
}

/**
 * The preview on `banner` in paste mode: the sandbox's content controls answer `status`, the
 * preview gets `routes` and the render `env`. Gives the editor, the user and the sandbox calls.
 */
async function openPaste({
  status = 200,
  banner = 'Vons',
  routes,
  env,
}: {
  status?: number;
  banner?: string;
  routes?: typeof ROUTES;
  env?: ReturnType<typeof testEnv>;
} = {}) {
  const calls = stubFetch(status);
  const user = userEvent.setup({ delay: null });
  renderWithEnv(<PreviewScreen routes={routes} />, env);
  const editor = await pasteMode(user, banner);
  return { editor, user, calls };
}

const paste = (editor: HTMLElement, value: unknown) =>
  fireEvent.change(editor, {
    target: { value: typeof value === 'string' ? value : JSON.stringify(value, null, 2) },
  });
const canvas = () => screen.getByRole('region', { name: 'Rendered screen' });
/** The headings the canvas shows, in order. */
const shown = () =>
  within(canvas())
    .getAllByRole('heading')
    .map((h) => h.textContent);
const summary = () => screen.getAllByRole('status').find((s) => s.id.endsWith('-summary'))!;

describe('PreviewScreen', () => {
  // The preview shows pasted rich text once the lazy rich-text module is in; these tests check
  // what it shows, so the module is loaded first (how it loads is rich-html.test.tsx's). On a busy
  // machine its first import took longer than a query waits.
  beforeAll(async () => {
    await prepareRichHtml();
  });

  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('renders a pasted layout live, themed for the picked banner, each problem beside its line', async () => {
    const { editor, user } = await openPaste({ routes: ROUTES });
    expect(
      within(canvas()).getByRole('heading', { name: 'FreshPass at Vons' }),
    ).toBeInTheDocument();
    expect(canvas().style.getPropertyValue('--fp-primary')).toBe('#B0142A');
    expect(summary()).toHaveTextContent('Checked as Screen layout');
    expect(summary()).toHaveTextContent('No problems');

    paste(editor, {
      id: 'draft',
      title: 'Draft',
      blocks: [
        { type: 'heading', id: 'a', props: { text: 'Kept' } },
        { type: 'planCards', id: 'b', props: { plans: 'oops' } },
        { type: 'carousel', id: 'c', props: {} },
      ],
    });
    expect(summary()).toHaveTextContent('2 problem(s)');
    // Line 16 is `"plans": "oops"`, line 20 is `"type": "carousel"` of the pretty-printed JSON.
    const plans = screen.getByText('Line 16').closest('li')!;
    expect(plans).toHaveTextContent('"plans": "oops"');
    expect(within(plans).getByText('/blocks/1/props/plans')).toBeInTheDocument();
    const carousel = screen.getByText('Line 20').closest('li')!;
    expect(carousel).toHaveTextContent('"type": "carousel"');
    expect(carousel).toHaveTextContent('/blocks/2/type unknown block type "carousel"');
    expect(within(canvas()).getByRole('heading', { name: 'Kept' })).toBeInTheDocument();
    expect(within(canvas()).getByRole('note')).toHaveTextContent('carousel');

    await user.click(screen.getByRole('button', { name: 'Show line 20 in the editor' }));
    expect(editor).toHaveFocus();
    expect(editor.value.slice(editor.selectionStart, editor.selectionEnd).trim()).toBe(
      '"type": "carousel",',
    );

    paste(editor, '{\n  "blocks": [\n');
    expect(summary()).toHaveTextContent(/^Not valid JSON at line 3, column 1: a closing bracket/);
    expect(editor).toHaveValue('{\n  "blocks": [\n');
  }, 15_000); // the first render loads the preview's validators and rich-text code

  it("checks the layout schema with the app's environment, which carries only block validators", async () => {
    const { editor } = await openPaste({ env: testEnv({ validators: blockValidators }) });
    paste(editor, { blocks: [{ type: 'heading', id: 'a', props: { text: 'Hi', level: 9 } }] });
    // The layout lacks id and title (line 1, the root) and the heading's level is out of range.
    expect(screen.getByText('Line 1').closest('li')).toHaveTextContent(
      '/ missing required key "id"',
    );
    expect(screen.getByText('/blocks/0/props/level')).toBeInTheDocument();
  });

  it.each([
    [
      'FAQ',
      faq,
      (v: typeof faq) => ({ ...v, sections: [{ ...v.sections[0], title: 'Pasted question?' }] }),
      'Pasted question?',
    ],
    [
      'Benefit tiles',
      benefitTiles,
      (v: typeof benefitTiles) => ({ ...v, title: 'Pasted tiles' }),
      'Pasted tiles',
    ],
    [
      'SNAP easy steps',
      snapSteps,
      (v: typeof snapSteps) => ({ ...v, html: '<p>Pasted step</p>' }),
      'Pasted step',
    ],
    [
      'Offers',
      offers,
      (v: typeof offers) => ({ ...v, limitedTime: { ...v.limitedTime, title: 'Pasted offer' } }),
      'Pasted offer',
    ],
  ] as const)(
    'renders pasted %s content in its block, recognised by $schema',
    async (label, base, edit, shown) => {
      const { editor } = await openPaste({ routes: ROUTES });
      paste(editor, (edit as (v: unknown) => unknown)(base));
      expect(summary()).toHaveTextContent(`Checked as ${label}`);
      expect(summary()).toHaveTextContent('No problems');
      expect(await within(canvas()).findByText(shown)).toBeInTheDocument();
    },
  );

  it('shows each problem of pasted content beside its line, and a kind picked by hand', async () => {
    const { editor, user } = await openPaste({ routes: ROUTES });
    paste(editor, { $schema: '../schemas/placeholders.schema.json', title: 'x' });
    expect(summary()).toHaveTextContent(/Pick the content kind/);

    const tiles = { ...benefitTiles, title: 'Before you go, {bannr}' };
    paste(editor, tiles);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Content kind' }),
      'Pre-churn tiles (content/pre-churn-tiles.json)',
    );
    expect(summary()).toHaveTextContent('Checked as Pre-churn tiles');
    expect(summary()).toHaveTextContent('content/pre-churn-tiles.json');
    const line = screen.getByText('Line 3').closest('li')!;
    expect(line).toHaveTextContent('"title": "Before you go, {bannr}"');
    expect(line).toHaveTextContent('/title unknown placeholder "{bannr}"');
    expect(line).toHaveTextContent('(did you mean "{banner}"?)');
  });

  it('applies pasted content to the sandbox for the banner, opens the real screen, and resets it', async () => {
    const { editor, user, calls } = await openPaste({ routes: ROUTES });
    const pasted = { ...faq, sections: [{ ...faq.sections[0], titel: 'Typo' }] };
    paste(editor, pasted);
    const apply = screen.getByRole('button', { name: 'Apply to the sandbox' });
    expect(apply).toHaveAttribute('aria-disabled', 'true');
    expect(apply).toHaveAccessibleDescription('Fix the problems above to apply it.');
    await user.click(apply);
    expect(calls).toEqual([]);

    paste(editor, { ...faq, displayType: 'expanded' });
    expect(apply).toHaveAttribute('aria-disabled', 'false');
    await user.click(apply);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/__sandbox/content/vons/faq' });
    expect(JSON.parse(calls[0].body ?? '')).toEqual({ ...faq, displayType: 'expanded' });
    expect(
      await screen.findByText(/^Applied: the sandbox serves your content\/faq.json to Vons/),
    ).toBeInTheDocument();
    const open = screen.getByRole('link', { name: 'Open the real screen for Vons (new tab)' });
    expect(open).toHaveAttribute(
      'href',
      `http://vons.localhost:${window.location.port}/freshpass/manage/freshpass-faq`,
    );
    expect(open).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: "Reset to the repository's content" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/__sandbox/content/vons/faq' });
    expect(
      await screen.findByText(
        /^Reset: the sandbox serves content\/faq.json from the repository to Vons/,
      ),
    ).toBeInTheDocument();
  });

  it("applies a layout under its id, and says when the sandbox refuses, keeping the editor's text", async () => {
    const { editor, user, calls } = await openPaste({
      status: 500,
      routes: ROUTES,
      banner: 'Safeway',
    });
    const layout = {
      id: 'cancel-plan',
      title: 'Cancel',
      blocks: [{ type: 'heading', id: 'h', props: { text: 'Sure?' } }],
    };
    paste(editor, layout);
    expect(screen.getByRole('link', { name: /Open the real screen for Safeway/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/safeway\.localhost:\d*\/freshpass\/manage\/cancel-plan$/),
    );
    await user.click(screen.getByRole('button', { name: 'Apply to the sandbox' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The sandbox refused it \(HTTP 500\)/,
    );
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/__sandbox/content/safeway/screens/cancel-plan',
    });
    expect(JSON.parse(editor.value)).toEqual(layout);

    paste(editor, { ...layout, id: 'draft' });
    expect(
      screen.getByText(/No screen shows content\/screens\/draft.json yet/),
    ).toBeInTheDocument();
  });

  it('lists the content screens to pick from, never the test fixtures', () => {
    stubFetch();
    renderWithEnv(<PreviewScreen />);
    const picker = screen.getByRole('combobox', { name: 'Screen' });
    expect(within(picker).getByRole('option', { name: 'manage' })).toBeInTheDocument();
    expect(within(picker).queryByRole('option', { name: 'accordion' })).toBeNull();
    expect(within(picker).queryByRole('option', { name: 'broken' })).toBeNull();
  });

  it("shows a pasted layout's blocks as the picked shopper sees them", async () => {
    const { editor, user } = await openPaste();
    paste(editor, {
      id: 'draft',
      title: 'Draft',
      blocks: [
        { type: 'heading', id: 'all', props: { text: 'For everyone' } },
        { type: 'heading', id: 'm', when: { statuses: ['ACTIVE'] }, props: { text: 'Members' } },
        { type: 'heading', id: 's', when: { roles: ['secondary'] }, props: { text: 'Household' } },
        { type: 'heading', id: 'n', when: { statuses: ['NONE'] }, props: { text: 'Join' } },
      ],
    });
    // An active monthly member first.
    expect(shown()).toEqual(['For everyone', 'Members']);
    await user.selectOptions(screen.getByRole('combobox', { name: /Shopper/ }), 'new-shopper');
    expect(shown()).toEqual(['For everyone', 'Join']);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Subscription status' }),
      'ACTIVE',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'secondary');
    expect(shown()).toEqual(['For everyone', 'Members', 'Household']);
  });

  it("offers the layout's declared facts, so it shows one state's blocks as that shopper sees them", async () => {
    const { editor, user } = await openPaste();
    paste(editor, {
      id: 'draft',
      title: 'Draft',
      facts: {
        step: { values: ['reason', 'offer'] },
        previousStatus: { values: ['TRIAL', 'ACTIVE'] },
      },
      groups: {
        reason: { when: { facts: { step: ['reason'] } } },
        offer: { when: { facts: { step: ['offer'] } } },
        trial: { when: { statuses: ['PROCESSING'], facts: { previousStatus: ['TRIAL'] } } },
      },
      blocks: [
        { type: 'heading', id: 'all', props: { text: 'For everyone' } },
        { type: 'heading', id: 'r', group: 'reason', props: { text: 'Why leave?' } },
        { type: 'heading', id: 'o', group: 'offer', props: { text: 'Stay for less' } },
        { type: 'heading', id: 't', group: 'trial', props: { text: 'Trial renewing' } },
      ],
    });
    // Each fact starts on its first declared value: one step, never all of them together.
    const step = screen.getByRole('combobox', { name: 'Fact: step' });
    expect(step).toHaveValue('reason');
    expect(shown()).toEqual(['For everyone', 'Why leave?']);
    await user.selectOptions(step, 'offer');
    expect(shown()).toEqual(['For everyone', 'Stay for less']);
    // A persona gives the facts its subscription has: processing-trial renews after its trial.
    await user.selectOptions(screen.getByRole('combobox', { name: /Shopper/ }), 'processing-trial');
    expect(screen.getByRole('combobox', { name: 'Fact: previousStatus' })).toHaveValue('TRIAL');
    expect(shown()).toEqual(['For everyone', 'Why leave?', 'Trial renewing']);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Fact: previousStatus' }),
      '(not given)',
    );
    expect(shown()).toEqual(['For everyone', 'Why leave?']);
  });

  it("says why a block failed, in the words of the gate, under the shopper's message", async () => {
    const { editor } = await openPaste();
    paste(editor, {
      id: 'draft',
      title: 'Draft',
      blocks: [{ type: 'notice', id: 'n', props: { catalogueMessage: 'paymentUpdatd' } }],
    });
    const failed = await within(canvas()).findByRole('alert');
    expect(failed).toHaveTextContent(testEnv().blockErrorMessage!);
    expect(failed).toHaveTextContent('Why block "n" failed');
    expect(failed).toHaveTextContent(
      '/props/catalogueMessage catalogue message "paymentUpdatd" is not in content/error-catalogue.json',
    );
    expect(failed).toHaveTextContent('(did you mean "paymentUpdated"?)');
    // The same words beside the pasted line.
    expect(
      screen.getByText(/\/blocks\/0\/props\/catalogueMessage/).closest('li'),
    ).toHaveTextContent('did you mean "paymentUpdated"?');
  });
  it("renders the picked persona's own plan, never the signed-in shopper's", async () => {
    // The sandbox answers each persona's plan as the subscription call answers that persona.
    const plan = (status: string, planType: string, fee: number) => ({
      status,
      planCode: planType,
      planType,
      fee,
      renewalDate: '2026-12-15',
      previousStatus: status === 'SUSPENDED' ? 'ACTIVE' : null,
      pendingSubscriptionType: null,
      pendingFee: null,
      freeTrialEndDate: null,
    });
    const plans: Record<string, unknown> = {
      'suspended-snap': plan('SUSPENDED', 'snap', 7.49),
      'secondary-household': plan('ACTIVE', 'annual', 99),
      'active-monthly': plan('ACTIVE', 'monthly', 14.99),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const persona = /^\/__sandbox\/personas\/([^/]+)\/subscription$/.exec(String(url));
        if (persona && plans[persona[1]!]) return Response.json(plans[persona[1]!]);
        return new Response('{}', { status: 404 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithEnv(<PreviewScreen />);
    const editor = await pasteMode(user);
    paste(editor, {
      id: 'draft',
      title: 'Draft',
      blocks: [
        {
          type: 'facts',
          id: 'plan',
          data: 'subscription',
          when: { statuses: ['ACTIVE', 'SUSPENDED'] },
          props: {
            heading: 'Your plan',
            planNames: { annual: 'Annual plan', monthly: 'Monthly plan', snap: 'SNAP plan' },
            rows: [
              { label: 'Plan', field: 'planType', format: 'plan' },
              { label: 'Fee', field: 'fee', format: 'money' },
            ],
          },
        },
      ],
    });
    const shopper = screen.getByRole('combobox', { name: /Shopper/ });
    await user.selectOptions(shopper, 'suspended-snap');
    expect(await within(canvas()).findByText('$7.49')).toBeInTheDocument();
    expect(within(canvas()).getByText('SNAP plan')).toBeInTheDocument();
    expect(within(canvas()).queryByText('$14.99')).toBeNull();
    // A household member's plan is the household's, though their own file has none.
    await user.selectOptions(shopper, 'secondary-household');
    expect(await within(canvas()).findByText('Annual plan')).toBeInTheDocument();
    expect(within(canvas()).getByText('$99.00')).toBeInTheDocument();
  });
});
