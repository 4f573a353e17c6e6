import {
  countWithUnit,
  countsAsTrial,
  factLines,
  formatFact,
  readPath,
  todayFor,
  type FactRow,
} from './facts';

const planNames = { annual: 'Annual plan', monthly: 'Monthly plan' };
const rows: FactRow[] = [
  { label: 'Plan', field: 'planType', format: 'plan' },
  { label: 'Fee', field: 'fee', format: 'money' },
  { label: 'New fee', field: 'pendingFee', format: 'money' },
  { label: 'Trial ends', field: 'freeTrialEndDate', format: 'date', trialOnly: true },
  { label: 'Days left', field: 'freeTrialEndDate', format: 'daysLeft', trialOnly: true },
  { label: 'Renews on', field: 'renewalDate', format: 'date' },
  { label: 'Card', field: 'paymentMethod.last4' },
];
const trial = {
  status: 'TRIAL',
  previousStatus: null,
  planType: 'monthly',
  fee: 14.99,
  pendingFee: null,
  freeTrialEndDate: '2026-12-12',
  renewalDate: '2026-12-12',
  paymentMethod: { brand: 'visa', last4: '1111' },
};

describe('factLines', () => {
  it('shows a trial: plan, fee, trial end, days left, renewal; skips missing values', () => {
    expect(factLines(rows, trial, planNames, '2026-11-22')).toEqual([
      { label: 'Plan', value: 'Monthly plan' },
      { label: 'Fee', value: '$14.99' },
      { label: 'Trial ends', value: 'December 12, 2026' },
      { label: 'Days left', value: '20' },
      { label: 'Renews on', value: 'December 12, 2026' },
      { label: 'Card', value: '1111' },
    ]);
  });

  it('counts PROCESSING after TRIAL as trial, and hides trial rows for a paid plan', () => {
    const processing = { ...trial, status: 'PROCESSING', previousStatus: 'TRIAL' };
    const labels = (s: unknown) => factLines(rows, s, planNames, '2026-12-12').map((l) => l.label);
    expect(labels(processing)).toContain('Days left');
    expect(factLines(rows, processing, planNames, '2026-11-22')).toContainEqual({
      label: 'Days left',
      value: '0',
    });
    expect(labels({ ...trial, status: 'PROCESSING', previousStatus: 'ACTIVE' })).not.toContain(
      'Trial ends',
    );
    expect(labels({ ...trial, status: 'ACTIVE' })).not.toContain('Days left');
  });

  it('shows a pending fee and never a negative number of days', () => {
    const lines = factLines(rows, { ...trial, pendingFee: 99 }, planNames, '2027-01-01');
    expect(lines).toContainEqual({ label: 'New fee', value: '$99.00' });
    expect(lines).toContainEqual({ label: 'Days left', value: '0' });
  });
});

describe('formatFact', () => {
  it('leaves out what cannot be shown', () => {
    expect(formatFact('snap', 'plan', planNames, '2026-11-22')).toBeUndefined();
    expect(formatFact('not a date', 'date', planNames, '2026-11-22')).toBeUndefined();
    expect(formatFact('12', 'money', planNames, '2026-11-22')).toBeUndefined();
    expect(formatFact({}, 'text', planNames, '2026-11-22')).toBeUndefined();
  });
});

describe('readPath and countsAsTrial', () => {
  it('reads nested own keys only', () => {
    expect(readPath({ a: { b: 2 } }, 'a.b')).toBe(2);
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
    expect(readPath({}, 'toString')).toBeUndefined();
  });

  it('follows contract §4', () => {
    expect(countsAsTrial({ status: 'TRIAL' })).toBe(true);
    expect(countsAsTrial({ status: 'PROCESSING', previousStatus: 'TRIAL' })).toBe(true);
    expect(countsAsTrial({ status: 'ACTIVE', previousStatus: 'TRIAL' })).toBe(false);
  });
});

describe('SNAP hold: days left before the plan is cancelled', () => {
  const holdRows: FactRow[] = [
    { label: 'Re-verify by', field: 'snapReverifyBy', format: 'date', upcomingOnly: true },
    {
      label: 'Days left',
      field: 'cancellationEffectiveDate',
      format: 'daysLeft',
      unit: { one: 'day', other: 'days' },
    },
  ];
  const hold = (asOf: string) => ({
    status: 'SUSPENDED',
    asOf,
    snapReverifyBy: '2026-11-17',
    cancellationEffectiveDate: '2026-12-17',
  });

  it('counts from the service day (asOf), not the shopper clock, with plural words', () => {
    // The shopper's machine says 2026-01-01; the service's clock says 2026-11-22.
    expect(factLines(holdRows, hold('2026-11-22'), {}, '2026-01-01')).toEqual([
      { label: 'Days left', value: '25 days' },
    ]);
    expect(factLines(holdRows, hold('2026-12-16'), {}, '2026-01-01')).toContainEqual({
      label: 'Days left',
      value: '1 day',
    });
    expect(factLines(holdRows, hold('2026-12-17'), {}, '2026-01-01')).toContainEqual({
      label: 'Days left',
      value: '0 days',
    });
  });

  it('shows a deadline while it is ahead and leaves it out once gone by', () => {
    const labels = (asOf: string) => factLines(holdRows, hold(asOf)).map((l) => l.label);
    expect(labels('2026-11-17')).toContain('Re-verify by');
    expect(labels('2026-11-18')).not.toContain('Re-verify by');
  });

  it('falls back to the shopper day without asOf, or with a broken one', () => {
    const noAsOf: Record<string, unknown> = { ...hold('x') };
    delete noAsOf.asOf;
    expect(factLines(holdRows, noAsOf, {}, '2026-12-07')).toContainEqual({
      label: 'Days left',
      value: '10 days',
    });
    expect(todayFor({ asOf: 'soon' }, '2026-12-07')).toBe('2026-12-07');
    expect(countWithUnit(2, undefined)).toBe('2');
  });
});

describe('factLines: past dates read as past', () => {
  const ends: FactRow[] = [
    { label: 'Benefits end on', pastLabel: 'Benefits ended on', field: 'endsOn', format: 'date' },
  ];
  it('uses the past label once the date has gone by, the present one until then', () => {
    expect(factLines(ends, { endsOn: '2026-11-15' }, {}, '2026-11-25')).toEqual([
      { label: 'Benefits ended on', value: 'November 15, 2026' },
    ]);
    expect(factLines(ends, { endsOn: '2026-11-25' }, {}, '2026-11-25')).toEqual([
      { label: 'Benefits end on', value: 'November 25, 2026' },
    ]);
  });
});
