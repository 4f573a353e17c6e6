import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formsInLayout, routeModules } from './route-chunks';

describe('route chunks', () => {
  it('lists the forms a layout uses and ignores other blocks and bad shapes', () => {
    const layout = {
      blocks: [
        { type: 'heading', props: { text: 'x' } },
        { type: 'form', props: { form: 'cancel-feedback', submitLabel: 'Send' } },
        { type: 'form', props: {} },
      ],
    };
    expect(formsInLayout(layout)).toEqual(['cancel-feedback']);
    expect(formsInLayout({ blocks: 'nope' })).toEqual([]);
    expect(formsInLayout(null)).toEqual([]);
  });

  it('gives every route its screen module, plus the form chunks when its layout has a form', () => {
    const routes = routeModules(resolve(import.meta.dirname, '../..'));
    expect(routes.map((r) => r.path)).toContain('/freshpass/manage/freshpass-faq');
    for (const route of routes) {
      expect(route.keys[0]).toBe(`src/screens/${route.screen}/index.tsx`);
      expect(route.keys.includes('src/render/forms/schema-form.tsx')).toBe(route.hasForm);
    }
  });
});
