import { inferKind, kindById, PASTE_KINDS, previewLayout, routeForLayout } from './paste-kinds';

const screens = import.meta.glob<{ blocks: { type: string; data?: string }[] }>(
  '/content/screens/*.json',
  { eager: true, import: 'default' },
);
const routes = [
  { path: '/freshpass/manage', screen: 'manage' },
  { path: '/freshpass/manage/subscribe', screen: 'subscribe' },
  { path: '/freshpass/manage/freshpass-faq', screen: 'freshpass-faq' },
  { path: '/freshpass/manage/discount', screen: 'discount' },
];

describe('paste kinds', () => {
  it('infers the kind from $schema, wherever the file sits', () => {
    expect(inferKind({ $schema: '../schemas/faq.schema.json' })?.id).toBe('faq');
    expect(inferKind({ $schema: '../../schemas/screen-layout.schema.json' })?.id).toBe(
      'screen-layout',
    );
    expect(inferKind({ $schema: 'schemas/rich-text.schema.json' })?.id).toBe('snap-easy-steps');
    // Two kinds share the tiles schema: the first is inferred, the picker chooses the other.
    expect(inferKind({ $schema: '../schemas/benefit-tiles.schema.json' })?.id).toBe(
      'benefit-tiles',
    );
    expect(inferKind({ $schema: '../schemas/plans.schema.json' })?.id).toBe('plans');
    expect(inferKind({ $schema: '../banner.schema.json' })?.id).toBe('banner');
    // Names with digits: the two navigation payloads.
    expect(inferKind({ $schema: '../schemas/left-nav-v1.schema.json' })?.id).toBe('left-nav-v1');
    expect(inferKind({ $schema: '../schemas/left-nav-v2.schema.json' })?.id).toBe('left-nav-v2');
    expect(inferKind({ $schema: '../schemas/placeholders.schema.json' })).toBeUndefined();
    // Without $schema, a value with blocks is a layout; anything else is for the picker.
    expect(inferKind({ id: 'x', blocks: [] })?.id).toBe('screen-layout');
    expect(inferKind({ title: 'x' })).toBeUndefined();
    expect(inferKind([])).toBeUndefined();
    expect(inferKind('faq')).toBeUndefined();
  });

  it('gives each kind its content path; a layout is screens/<id>', () => {
    const layout = kindById('screen-layout')!;
    expect(layout.path({ id: 'manage', blocks: [] })).toBe('screens/manage');
    expect(layout.path({ id: '../etc', blocks: [] })).toBeUndefined();
    expect(layout.path({ blocks: [] })).toBeUndefined();
    expect(kindById('pre-churn-tiles')!.path({})).toBe('pre-churn-tiles');
  });

  it.each(PASTE_KINDS.filter((kind) => kind.blocks).map((kind) => [kind.id, kind] as const))(
    '%s renders in the block type its real screen binds to it',
    (id, kind) => {
      const screen = kind.screen({});
      const [block] = kind.blocks!;
      expect(block.data).toBe(`content:${id}`);
      if (screen === undefined) {
        // Nothing binds it yet: no shipped screen may, or the kind should name that screen.
        const bound = Object.values(screens)
          .flatMap((s) => s.blocks)
          .filter((b) => b.data === block.data);
        expect(bound).toEqual([]);
        return;
      }
      const real = screens[`/content/screens/${screen}.json`].blocks.find(
        (b) => b.data === block.data,
      );
      expect(real?.type).toBe(block.type);
    },
  );

  it('renders a layout as itself, keeping only blocks with a type and an id', () => {
    const layout = kindById('screen-layout')!;
    const value = { id: 'x', blocks: [{ type: 'heading', id: 'h' }, { type: 'heading' }, null] };
    expect(previewLayout(layout, value)?.blocks).toEqual([{ type: 'heading', id: 'h' }]);
    expect(previewLayout(layout, { id: 'x' })).toBeUndefined();
    expect(previewLayout(kindById('faq')!, { anything: true })?.blocks[0].type).toBe('accordion');
  });

  it('finds the route of a layout, or of the flow it is a step of', () => {
    expect(routeForLayout('manage', routes)).toBe('/freshpass/manage');
    expect(routeForLayout('subscribe-plan', routes)).toBe('/freshpass/manage/subscribe');
    expect(routeForLayout('subscribe-done-annual', routes)).toBe('/freshpass/manage/subscribe');
    expect(routeForLayout('discount-error', routes)).toBe('/freshpass/manage/discount');
    expect(routeForLayout('draft', routes)).toBeUndefined();
  });
});
