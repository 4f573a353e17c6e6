import { declineRequest, firstRequest } from './cancel-flow';

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
