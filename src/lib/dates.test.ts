import { daysBetween, formatDate, parseIsoDate, todayIso } from './dates';

describe('formatDate', () => {
  it('shows every date in the one format, with the long month name', () => {
    expect(formatDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatDate('2027-03-05')).toBe('March 5, 2027');
    expect(formatDate('2027-01-01')).toBe('January 1, 2027');
  });

  it('reads as the en-US long date Intl gives, on every day of four years', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2030, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatDate(iso), iso).toBe(intl.format(new Date(day)));
    }
  });

  it('does not move a date with the time zone (UTC midnight stays the same day)', () => {
    expect(formatDate('2026-12-31')).toBe('December 31, 2026');
    expect(formatDate('2026-12-31T00:00:00Z')).toBe('December 31, 2026');
  });

  it('refuses text that is not a real date', () => {
    expect(formatDate('2026-02-30')).toBeUndefined();
    expect(formatDate('tomorrow')).toBeUndefined();
    expect(formatDate('')).toBeUndefined();
  });
});

describe('daysBetween', () => {
  it('counts whole days, across months and leap years', () => {
    expect(daysBetween('2026-11-22', '2026-12-12')).toBe(20);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysBetween('2026-11-22', '2026-11-20')).toBe(-2);
  });

  it('is undefined when either side is not a date', () => {
    expect(daysBetween('2026-11-22', 'soon')).toBeUndefined();
  });
});

describe('parseIsoDate and todayIso', () => {
  it('reads a date as UTC midnight', () => {
    expect(parseIsoDate('2026-11-22')?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });

  it("gives the given instant's UTC date", () => {
    expect(todayIso(new Date('2026-11-22T23:59:00Z'))).toBe('2026-11-22');
  });
});
