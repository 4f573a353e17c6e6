import { describe, expect, it } from 'vitest';
import { contentDomId } from './content-dom-id';

describe('contentDomId', () => {
  it('prefixes a content id, so it cannot be one of the app ids', () => {
    expect(contentDomId('fp-cancel-feedback_userComments')).toBe(
      'content-fp-cancel-feedback_userComments',
    );
    expect(contentDomId('main-content')).toBe('content-main-content');
  });

  it('gives no id for a missing or blank one, and no spaces', () => {
    expect(contentDomId(undefined)).toBeUndefined();
    expect(contentDomId('  ')).toBeUndefined();
    expect(contentDomId(' group account ')).toBe('content-group-account');
  });
});
