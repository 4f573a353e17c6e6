import {
  draftKey,
  forgetDraft,
  keepDraftsForSignIn,
  draftShown,
  keptDraft,
  rememberDraft,
} from './form-drafts';

describe('form drafts across sign-in', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps what was typed only when leaving for sign-in, and gives it back once it is shown', () => {
    const key = draftKey('/freshpass/manage/cancel-plan', 'cancel-reason');
    rememberDraft(key, { feedback: 'Moving.' });
    expect(keptDraft(key)).toBeUndefined();
    keepDraftsForSignIn();
    expect(keptDraft(key)).toEqual({ feedback: 'Moving.' });
    // Out of the tab at the first read (a reload does not bring it back), ...
    expect(sessionStorage.length).toBe(0);
    // ... but read again the same until a form shows it: React may drop the render that read it.
    expect(keptDraft(key)).toEqual({ feedback: 'Moving.' });
    draftShown(key);
    expect(keptDraft(key)).toBeUndefined();
  });

  it('forgets a sent form and keeps at most eight forms', () => {
    for (let i = 0; i < 10; i += 1) rememberDraft(draftKey('/p', `f${i}`), { i });
    forgetDraft(draftKey('/p', 'f9'));
    keepDraftsForSignIn();
    expect(keptDraft(draftKey('/p', 'f0'))).toBeUndefined();
    expect(keptDraft(draftKey('/p', 'f9'))).toBeUndefined();
    expect(keptDraft(draftKey('/p', 'f8'))).toEqual({ i: 8 });
    // A form sent after its draft was read back starts empty when met again.
    forgetDraft(draftKey('/p', 'f8'));
    expect(keptDraft(draftKey('/p', 'f8'))).toBeUndefined();
  });

  it('ignores a kept value that is not JSON', () => {
    sessionStorage.setItem('fp-form-drafts', '{oops');
    expect(keptDraft(draftKey('/p', 'f'))).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });
});
