import { createRegistry } from './registry';
import { createBlockRegistry } from './blocks';

describe('createRegistry', () => {
  const make = () => {
    const r = createRegistry<number>('block type');
    r.register('heading', 1);
    r.register('richText', 2);
    return r;
  };

  it('gets registered items and lists known ids when one is missing', () => {
    const r = make();
    expect(r.get('heading')).toBe(1);
    expect(() => r.get('carousel')).toThrow(
      'Unknown block type "carousel". Known: heading, richText.',
    );
    expect(r.getIfExists('carousel')).toBeUndefined();
  });

  it('refuses a second registration of the same id', () => {
    const r = make();
    expect(() => r.register('heading', 3)).toThrow(
      'The block type "heading" is already registered.',
    );
  });

  it('resolves aliases of renamed ids, and only to registered ids', () => {
    const r = make();
    r.alias('title', 'heading');
    expect(r.get('title')).toBe(1);
    expect(r.resolveId('title')).toBe('heading');
    expect(() => r.alias('x', 'nothing')).toThrow('points at unknown');
    expect(() => r.alias('heading', 'richText')).toThrow('already registered');
  });

  it('never resolves inherited object keys', () => {
    const r = make();
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(r.getIfExists(key)).toBeUndefined();
    }
  });
});

describe('the block registry', () => {
  it('registers exactly the types that have a props schema in schemas/blocks/', () => {
    const files = Object.keys(import.meta.glob('/schemas/blocks/*.schema.json'))
      .map((f) => f.replace(/^.*\/|\.schema\.json$/g, ''))
      .sort();
    expect(createBlockRegistry().ids()).toEqual(files);
  });

  it('keeps the aliases of schemas/block-aliases.json working', async () => {
    const aliases = (await import('../../schemas/block-aliases.json')).default as Record<
      string,
      string
    >;
    const registry = createBlockRegistry();
    for (const [oldName, newName] of Object.entries(aliases)) {
      expect(registry.get(oldName).type).toBe(newName);
    }
  });
});
