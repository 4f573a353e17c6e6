import { skeletonSubscription, type CancelRequest, type RetentionOffer } from '../../api';
import { cancelFlowAfter, declineRequest, firstRequest, startOfCancel } from './cancel-flow';

describe('cancel flow requests', () => {
  it('sends the reason, the feedback as typed and the retention check first', () => {
    expect(firstRequest({ reasonCode: 'PRICE', userComments: 'Too dear' })).toEqual({
      reasonCode: 'PRICE',
      userComments: 'Too dear',
      retentionEligibilityCheck: true,
    });
  });

  it('sends empty feedback when none was typed', () => {
    expect(firstRequest({ reasonCode: 'MOVING' }).userComments).toBe('');
  });

  it('declining the offer resends the same answers without the retention check', () => {
    const first = firstRequest({ reasonCode: 'PRICE', userComments: 'x' });
    expect(declineRequest(first)).toEqual({ ...first, retentionEligibilityCheck: false });
  });
});

describe('cancelFlowAfter', () => {
  const subscription = skeletonSubscription('2026-11-26');
  const offer: RetentionOffer = {
    planCode: 'annual-retention',
    discountType: 'retentionannual',
    campaignType: 'retention',
    fee: 79,
    regularFee: 99,
    startsOn: '2027-01-01',
  };
  const first = firstRequest({ reasonCode: 'PRICE', userComments: 'Too dear' });
  const offered = {
    request: first,
    result: { outcome: 'retention-offer' as const, retentionOffer: offer, subscription },
  };
  const cancelled = (request: CancelRequest) => ({
    request,
    result: { outcome: 'cancelled' as const, refundAmount: null, subscription },
  });

  it('goes from the reasons to the offer when the service makes one', () => {
    expect(cancelFlowAfter(startOfCancel, offered)).toEqual({
      step: 'offer',
      request: first,
      offer,
    });
  });

  it('goes from the reasons straight to done when the service cancels', () => {
    expect(cancelFlowAfter(startOfCancel, cancelled(first))).toEqual({
      step: 'done',
      request: first,
    });
  });

  it('declining the offer ends done, with the declined request', () => {
    const atOffer = cancelFlowAfter(startOfCancel, offered);
    const decline = declineRequest(first);
    expect(cancelFlowAfter(atOffer, cancelled(decline))).toEqual({
      step: 'done',
      request: decline,
    });
  });

  it('a second offer after a decline keeps the shopper on the one they saw', () => {
    const atOffer = cancelFlowAfter(startOfCancel, offered);
    const again = {
      ...offered,
      result: { ...offered.result, retentionOffer: { ...offer, fee: 1 } },
    };
    expect(cancelFlowAfter(atOffer, again)).toBe(atOffer);
  });

  it('once done, a late answer never moves the flow back', () => {
    const done = cancelFlowAfter(startOfCancel, cancelled(first));
    expect(cancelFlowAfter(done, offered)).toBe(done);
  });
});
