import { describe, expect, it } from 'vitest';
import { previewEnabled } from '../vite.config';

describe('previewEnabled', () => {
  it('keeps the editor preview in development and local sandbox builds only', () => {
    expect(previewEnabled('development', 'prod')).toBe(true);
    expect(previewEnabled('production', undefined)).toBe(true);
    expect(previewEnabled('production', 'local')).toBe(true);
    for (const env of ['qa1', 'qa2', 'qa3', 'stage', 'prod']) {
      expect(previewEnabled('production', env)).toBe(false);
    }
  });
});
