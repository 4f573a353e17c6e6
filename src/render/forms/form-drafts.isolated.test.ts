import {
  draftKey,
  forgetDraft,
  keepDraftsForSignIn,
  rememberDraft,
  takeKeptDraft,
} from './form-drafts';

describe('form drafts across sign-in', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps what was typed only when leaving for sign-in, and gives it back once', () => {
    const key = draftKey('/freshpass/manage/cancel-plan', 'cancel-reason');
    rememberDraft(key, { feedback: 'Moving.' });
    expect(takeKeptDraft(key)).toBeUndefined();
    keepDraftsForSignIn();
    expect(takeKeptDraft(key)).toEqual({ feedback: 'Moving.' });
    expect(takeKeptDraft(key)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('forgets a sent form and keeps at most eight forms', () => {
    for (let i = 0; i < 10; i += 1) rememberDraft(draftKey('/p', `f${i}`), { i });
    forgetDraft(draftKey('/p', 'f9'));
    keepDraftsForSignIn();
    expect(takeKeptDraft(draftKey('/p', 'f0'))).toBeUndefined();
    expect(takeKeptDraft(draftKey('/p', 'f9'))).toBeUndefined();
    expect(takeKeptDraft(draftKey('/p', 'f8'))).toEqual({ i: 8 });
  });

  it('ignores a kept value that is not JSON', () => {
    sessionStorage.setItem('fp-form-drafts', '{oops');
    expect(takeKeptDraft(draftKey('/p', 'f'))).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });
});
