import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModules } from './route-chunks';

describe('route chunks', () => {
  it('gives every route its screen module, plus the form chunks when its layout has a form', () => {
    const routes = routeModules(resolve(import.meta.dirname, '../..'));
    expect(routes.map((r) => r.path)).toContain('/freshpass/manage/freshpass-faq');
    for (const route of routes) {
      expect(route.keys[0]).toBe(`src/screens/${route.screen}/index.tsx`);
      expect(route.keys.includes('src/render/forms/schema-form.tsx')).toBe(route.hasForm);
    }
    const withForms = routes.filter((r) => r.hasForm).map((r) => r.keys.slice(1));
    expect(withForms).toEqual([
      ['src/render/forms/schema-form.tsx', 'src/render/forms/generated/cancel-feedback.js'],
      ['src/render/forms/schema-form.tsx', 'src/render/forms/generated/zip-code.js'],
    ]);
  });
});
