import { loadPersonas } from '../../../sandbox/personas';
import { brokenRules, truthOf, type PageWords } from './truth-rules';

const PERSONAS = loadPersonas();
const truth = (id: string) => {
  const persona = PERSONAS.find((p) => p.id === id);
  if (!persona) throw new Error(`no persona ${id}`);
  return truthOf(persona, PERSONAS);
};
const TODAY = '2026-11-25';
const words = (over: Partial<PageWords>): PageWords => ({
  lines: [],
  dates: [],
  sections: [],
  notices: [],
  actions: [],
  ...over,
});

/** The sentences issue 21 found, each broken for the persona that read it. */
describe('truth rules: what issue 21 found fails', () => {
  it('a renewal for a plan that will not renew, and a past day written as future', () => {
    const page = words({
      lines: ['Renews on', 'November 20, 2026'],
      dates: [{ date: 'November 20, 2026', context: 'Renews on' }],
    });
    const broken = brokenRules(truth('suspended-payment'), '/freshpass/manage', page, TODAY);
    expect(broken).toEqual([
      '"renews" for a plan that will not renew: "Renews on"',
      'a past date written as future (today 2026-11-25): "Renews on November 20, 2026"',
    ]);
    const ended = words({ dates: [{ date: 'November 15, 2026', context: 'Benefits ended on' }] });
    expect(brokenRules(truth('cancelled'), '/freshpass/manage', ended, TODAY)).toEqual([]);
  });

  it('the annual credit under "Your…" for a monthly or trial member, not for a paid annual one', () => {
    const page = words({
      sections: [{ heading: 'Your FreshPass benefits', text: '$5 monthly credit for annual' }],
    });
    for (const id of ['active-monthly', 'trial', 'snap'])
      expect(brokenRules(truth(id), '/freshpass/manage', page, TODAY)).toHaveLength(1);
    expect(brokenRules(truth('active-annual'), '/freshpass/manage', page, TODAY)).toEqual([]);
  });

  it('a card for a shopper without a plan, and the holder’s card and actions for a household member', () => {
    const card = words({ lines: ['Card on file', 'VISA', 'Ending in', '1111'] });
    expect(
      brokenRules(truth('new-shopper'), '/freshpass/manage/update-payments', card, TODAY),
    ).toHaveLength(1);
    const member = words({
      lines: ['Card on file ending in', '1111', "Before you go, here's what you'd miss"],
      actions: ['Confirm plan change', 'Back to Manage FreshPass'],
    });
    expect(brokenRules(truth('secondary-household'), '/freshpass/manage', member, TODAY)).toEqual([
      'a card on file for a shopper without a plan of their own: "Card on file ending in"',
      'an action the secondary cannot take: "Confirm plan change"',
      'a retention pitch the secondary cannot act on: "Before you go, here\'s what you\'d miss"',
    ]);
  });

  it('two date formats, and two status messages saying the same thing', () => {
    const page = words({
      lines: ['Free trial ends 12/25/2026'],
      notices: [
        { text: 'Your FreshPass plan is reinstated. Welcome back!', tone: 'success' },
        { text: 'Your FreshPass plan is active.', tone: 'success' },
      ],
    });
    const broken = brokenRules(
      truth('active-monthly'),
      '/freshpass/manage/confirmation',
      page,
      TODAY,
    );
    expect(broken).toEqual([
      'a second date format: "12/25/2026"',
      'two status messages that say the same thing: "Your FreshPass plan is reinstated. Welcome back!" and "Your FreshPass plan is active."',
    ]);
  });
});
