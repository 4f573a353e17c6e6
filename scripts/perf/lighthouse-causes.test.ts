import { describe, expect, it } from 'vitest';
import { failedAudits, shiftedElement } from './lighthouse-causes';
import { lighthouseRow, type LhrLike } from './lighthouse-scores';

/** The parts of the subscribe page's result as a new shopper (Lighthouse 12, this project). */
const subscribe: LhrLike = {
  categories: {
    performance: { score: 0.88 },
    accessibility: { score: 1, auditRefs: [{ id: 'label', weight: 7 }] },
    'best-practices': {
      score: 0.96,
      auditRefs: [
        { id: 'errors-in-console', weight: 1 },
        { id: 'is-on-https', weight: 5 },
        { id: 'deprecations', weight: 0 },
      ],
    },
  },
  audits: {
    label: { score: 1 },
    'errors-in-console': {
      score: 0,
      details: {
        items: [
          {
            source: 'network',
            description:
              'Failed to load resource: the server responded with a status of 404 (Not Found)',
            sourceLocation: {
              url: 'http://safeway.localhost:43499/api/subscription/user/get/gid-new-shopper',
            },
          },
        ],
      },
    },
    'is-on-https': { score: 1 },
    deprecations: { score: 0 },
    'largest-contentful-paint': { numericValue: 3260 },
    'cumulative-layout-shift': { numericValue: 0.038 },
    'total-blocking-time': { numericValue: 184 },
    'first-contentful-paint': { numericValue: 2000 },
    'layout-shifts': {
      details: {
        items: [
          {
            node: {
              snippet: '<div class="fp-block fp-block--promoOffers" data-block="limited-time">',
              nodeLabel: 'Limited-time offer\n\nJoin FreshPass now',
            },
            score: 0.0378,
          },
        ],
      },
    },
  },
};

describe('what a Lighthouse miss comes from', () => {
  it('names the failed scored audits with the first thing each reports', () => {
    expect(failedAudits(subscribe, 'best-practices')).toEqual([
      'errors-in-console (Failed to load resource: the server responded with a status of 404 (Not Found) at /api/subscription/user/get/gid-new-shopper)',
    ]);
    expect(failedAudits(subscribe, 'accessibility')).toEqual([]);
    expect(failedAudits({ categories: {}, audits: {} }, 'best-practices')).toEqual([]);
  });

  it('names the element that shifted most', () => {
    expect(shiftedElement(subscribe)).toBe(
      '<div class="fp-block fp-block--promoOffers" data-block="limited-time"> "Limited-time offer Join FreshPass now"',
    );
    expect(shiftedElement({ categories: {}, audits: {} })).toBeUndefined();
  });

  it('puts them in the row of a missed best-practices score and CLS', () => {
    const row = lighthouseRow('safeway /freshpass/manage/subscribe as new-shopper', subscribe);
    expect(row.met).toBe(false);
    expect(row.note).toContain(
      'missed perf 88, bp 96, FCP 2.00 s, LCP 3.26 s, CLS 0.038, TBT 184 ms',
    );
    expect(row.note).toContain(
      'best practices: errors-in-console (Failed to load resource: the server responded with a status of 404 (Not Found) at /api/subscription/user/get/gid-new-shopper)',
    );
    expect(row.note).toContain('shifted most: <div class="fp-block fp-block--promoOffers"');
    expect(row.note).not.toContain('accessibility:');
  });
});
