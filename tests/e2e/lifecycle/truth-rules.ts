/**
 * The rules the truth matrix (truth-matrix.spec.ts) holds every page to, as pure functions of
 * what a persona is (read from its sandbox fixture, not from the app's own model) and what the
 * page says. Each broken rule is one sentence naming the rule and the words that broke it.
 */
import type { Persona, SubscriptionSeed } from '../../../sandbox/personas';

/** What is true of a persona's household plan, from the sandbox fixtures. */
export interface Truth {
  signedIn: boolean;
  role: 'primary' | 'secondary' | 'guest';
  plan: SubscriptionSeed | null;
  /** The plan will renew (or a trial turn paid). */
  renews: boolean;
  /** The household holds a plan that is not cancelled. */
  hasPlan: boolean;
  /** The annual plan's own benefits are the shopper's today (paid annual, live). */
  annualBenefits: boolean;
}

const RENEWING = new Set(['TRIAL', 'ACTIVE', 'PENDING_ACTIVATION', 'PROCESSING', 'CHANGE_PLAN']);
const BENEFITS_ON = new Set([
  'TRIAL',
  'ACTIVE',
  'PROCESSING',
  'CHANGE_PLAN',
  'PENDING_CANCELLATION',
]);

/** The truth of one persona; a household member reads the household's plan (same `hid`). */
export function truthOf(persona: Persona, all: readonly Persona[]): Truth {
  const account = persona.account;
  const signedIn = persona.userType === 'C' && persona.sessionMinutes > 0 && account !== null;
  const household =
    persona.subscription ??
    (account?.hid
      ? (all.find((p) => p.id !== persona.id && p.account?.hid === account.hid)?.subscription ??
        null)
      : null);
  const plan = signedIn ? household : null;
  const status = plan?.status;
  const trial = status === 'TRIAL' || (status === 'PROCESSING' && plan?.previousStatus === 'TRIAL');
  const live =
    status !== undefined &&
    BENEFITS_ON.has(status) &&
    !(status === 'PENDING_CANCELLATION' && (plan?.cancellationInDays ?? 0) < 0);
  return {
    signedIn,
    role: signedIn && account ? account.role : 'guest',
    plan,
    renews: status !== undefined && RENEWING.has(status),
    hasPlan: status !== undefined && status !== 'CANCELLED',
    annualBenefits: live && !trial && plan?.planCode === 'annual',
  };
}

/** What the truth matrix reads of one page (collected in the browser). */
export interface PageWords {
  /** The main region's text, line by line. */
  lines: string[];
  /** Each long-format date with the words that say what it is (its label, or its sentence). */
  dates: { date: string; context: string }[];
  /** Each section's heading and text. */
  sections: { heading: string; text: string }[];
  /** The text of each status message (notice) and its tone. */
  notices: { text: string; tone: string }[];
  /** The names of the links and buttons the shopper can use. */
  actions: string[];
}

/** Routes whose words depend on the shopper's plan (the others are general information). */
export const PLAN_ROUTES = new Set([
  '/freshpass/manage',
  '/freshpass/manage/change',
  '/freshpass/manage/confirmation',
  '/freshpass/manage/cancel-plan',
  '/freshpass/manage/update-payments',
]);

/**
 * Routes whose words depend on no shopper: their content has no `when` condition and no
 * membership placeholder, and their screens read no session. The matrix reads them once per
 * banner and holds those words to every persona's truth.
 */
export const GENERAL_ROUTES = new Set([
  '/freshpass/manage/freshpass-faq',
  '/freshpass/manage/govassist',
  '/freshpass/manage/govassist/mobile',
]);

/** Actions only the plan's primary holder can take. */
const PRIMARY_ACTIONS =
  /^(Change plan|Cancel plan|Cancel my plan|Confirm plan change|Update payment method|Reinstate FreshPass|Yes, reinstate my plan|Save card|Accept offer)$/i;
const PAST_WORDS =
  /\b(ended|expired|was|were|since|started|joined|declined|charged|placed|cancell?ed on)\b/i;
const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December';
/** A long-format date: `November 25, 2026`. */
export const LONG_DATE = new RegExp(`\\b(?:${MONTHS}) \\d{1,2}, \\d{4}\\b`, 'g');
/** Any other way of writing a date: `11/25/2026`, `2026-11-25`. */
const OTHER_DATE = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/;
const CARD = /card on file|ending in \d{4}|card ending/i;

/** `November 25, 2026` as YYYY-MM-DD. */
function isoOf(longDate: string): string {
  const d = new Date(`${longDate} UTC`);
  return d.toISOString().slice(0, 10);
}

/** Every rule a page breaks for this persona, as sentences (empty when it holds). */
export function brokenRules(
  truth: Truth,
  route: string,
  words: PageWords,
  today: string,
): string[] {
  const broken: string[] = [];
  const planRoute = PLAN_ROUTES.has(route);
  const text = words.lines.join('\n');
  if (planRoute && !truth.renews) {
    for (const line of words.lines.filter((l) => /\brenews\b/i.test(l)))
      broken.push(`"renews" for a plan that will not renew: "${line}"`);
  }
  for (const { date, context } of words.dates) {
    if (isoOf(date) < today && !PAST_WORDS.test(context))
      broken.push(`a past date written as future (today ${today}): "${context} ${date}"`);
  }
  for (const section of words.sections) {
    if (
      /^your\b/i.test(section.heading) &&
      /monthly credit/i.test(section.text) &&
      !truth.annualBenefits
    )
      broken.push(`a benefit the plan lacks under "${section.heading}": the $5 monthly credit`);
  }
  if ((!truth.hasPlan || truth.role !== 'primary') && planRoute) {
    const card = words.lines.find((l) => CARD.test(l));
    if (card) broken.push(`a card on file for a shopper without a plan of their own: "${card}"`);
  }
  if (truth.role !== 'primary') {
    for (const action of words.actions.filter((a) => PRIMARY_ACTIONS.test(a)))
      broken.push(`an action the ${truth.role} cannot take: "${action}"`);
    const pitch = words.lines.find((l) => /^Before you go/i.test(l));
    if (pitch) broken.push(`a retention pitch the ${truth.role} cannot act on: "${pitch}"`);
  }
  const other = OTHER_DATE.exec(text);
  if (other) broken.push(`a second date format: "${other[0]}"`);
  const seen = new Set<string>();
  for (const notice of words.notices) {
    if (seen.has(notice.text)) broken.push(`the same status message twice: "${notice.text}"`);
    seen.add(notice.text);
  }
  const successes = words.notices.filter((n) => n.tone === 'success');
  if (successes.length > 1)
    broken.push(
      `two status messages that say the same thing: ${successes.map((n) => `"${n.text}"`).join(' and ')}`,
    );
  return broken;
}
