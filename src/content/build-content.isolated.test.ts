import plans from '../../content/plans.json';
import faqScreen from '../../content/screens/freshpass-faq.json';
import { isApiError } from '../api/errors';
import { sameJson } from '../lib/same-json';
import {
  MAX_CHECKED_PATHS,
  forgetCheckedContent,
  hasCheckedContent,
  isBuildChecked,
  rememberCheckedContent,
} from './build-content';
import { layoutBlockProps, loadBlockValidators, propsChecked } from './block-props-checks';
import { fetchContent } from './use-content';

/** Which kinds' validators were asked for (the real loaders still run). */
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('./generated/validator-loaders.js', async (importOriginal) => {
  const real = await importOriginal<{
    validatorLoaders: Record<string, () => Promise<unknown>>;
  }>();
  return {
    validatorLoaders: Object.fromEntries(
      Object.entries(real.validatorLoaders).map(([kind, load]) => [
        kind,
        () => {
          loaded.push(kind);
          return load();
        },
      ]),
    ),
  };
});

/** How often the block validators' chunk was imported (once at most: a module loads once). */
const blockChunk = vi.hoisted(() => ({ imports: 0 }));
vi.mock('./generated/block-validators.js', async (importOriginal) => {
  blockChunk.imports += 1;
  return importOriginal();
});

const FAQ = { displayType: 'expanded', html: '<p>Built</p>' };

const answer = (body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));

beforeEach(() => {
  loaded.length = 0;
  forgetCheckedContent();
});
afterEach(() => vi.unstubAllGlobals());

describe('sameJson', () => {
  it('is true only for the same JSON, whatever the key order', () => {
    expect(sameJson({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson({ a: 1, b: 2 }, { a: 1, c: 2 })).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({ a: '1' }, { a: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});

describe('content the build checked', () => {
  it('keeps only the carried paths the build listed as checked, per banner', () => {
    rememberCheckedContent('vons', { faq: FAQ, terms: { x: 1 } }, ['faq', 'plans']);
    expect(hasCheckedContent('vons', 'faq')).toBe(true);
    expect(hasCheckedContent('vons', 'terms'), 'carried, not checked').toBe(false);
    expect(hasCheckedContent('vons', 'plans'), 'checked, not carried').toBe(false);
    expect(hasCheckedContent('safeway', 'faq'), 'another banner').toBe(false);
    expect(isBuildChecked('vons', 'faq', structuredClone(FAQ))).toBe(true);
    expect(isBuildChecked('vons', 'faq', { ...FAQ, html: '<p>Edited</p>' })).toBe(false);
  });

  it(`keeps at most ${MAX_CHECKED_PATHS} paths`, () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_CHECKED_PATHS + 10 }, (_, i) => [`p${i}`, i]),
    );
    rememberCheckedContent('vons', many, Object.keys(many));
    expect(hasCheckedContent('vons', `p${MAX_CHECKED_PATHS - 1}`)).toBe(true);
    expect(hasCheckedContent('vons', `p${MAX_CHECKED_PATHS}`)).toBe(false);
  });

  it('an unchanged answer is used without loading its validator', async () => {
    rememberCheckedContent('vons', { faq: FAQ }, ['faq']);
    vi.stubGlobal('fetch', answer(FAQ));
    expect(await fetchContent('vons', 'faq')).toEqual(FAQ);
    expect(loaded).toEqual([]);
  });

  it('a changed answer is checked: valid, it is used; invalid, it fails in the usual words', async () => {
    rememberCheckedContent('vons', { faq: FAQ }, ['faq']);
    const edited = { ...FAQ, html: '<p>Edited by the sandbox</p>' };
    vi.stubGlobal('fetch', answer(edited));
    expect(await fetchContent('vons', 'faq')).toEqual(edited);
    expect(loaded).toEqual(['faq']);

    vi.stubGlobal('fetch', answer({ ...FAQ, stray: true }));
    const failure = await fetchContent('vons', 'faq').catch((error: unknown) => error);
    expect(isApiError(failure) && failure.detail).toMatch(/does not match its schema "faq"/);
  });

  it('content the page does not carry loads its validator beside the fetch', async () => {
    // A kind no other test here loads (each kind's validator is loaded once a page).
    vi.stubGlobal('fetch', answer(plans));
    expect(await fetchContent('vons', 'plans')).toEqual(plans);
    expect(loaded).toEqual(['plans']);
  });
});

describe('a screen layout the build checked (its blocks too)', () => {
  const SCREEN = 'screens/freshpass-faq';

  it('marks its blocks as checked when carried and when answered unchanged; no validator loads', async () => {
    rememberCheckedContent('vons', { [SCREEN]: faqScreen }, [SCREEN]);
    const carried = layoutBlockProps(faqScreen);
    expect(carried.length).toBeGreaterThan(0);
    expect(carried.every(({ props }) => propsChecked(props))).toBe(true);

    vi.stubGlobal('fetch', answer(faqScreen));
    const fetched = await fetchContent('vons', SCREEN);
    const answered = layoutBlockProps(fetched);
    expect(answered[0]?.props, 'a new object, from the answer').not.toBe(carried[0]?.props);
    expect(answered.every(({ props }) => propsChecked(props))).toBe(true);
    expect(loaded).toEqual([]);
    expect(blockChunk.imports, 'the block validators stay off').toBe(0);
  });

  it('a changed layout loads the block validators before it is returned and its blocks are checked on arrival', async () => {
    rememberCheckedContent('vons', { [SCREEN]: faqScreen }, [SCREEN]);
    const edited = structuredClone(faqScreen);
    edited.title = 'Edited in the sandbox';
    // One block's props break its schema: the layout still comes back (its own schema holds),
    // and that block is left for the renderer to check and to refuse.
    (edited.blocks[2].props as Record<string, unknown>).stray = true;
    vi.stubGlobal('fetch', answer(edited));
    const fetched = await fetchContent('vons', SCREEN);
    expect(fetched).toEqual(edited);
    expect(loaded).toEqual(['screen-layout']);
    expect(blockChunk.imports).toBe(1);
    // In hand already: React's `use` reads a settled promise at once.
    expect(loadBlockValidators()).toMatchObject({ status: 'fulfilled' });
    expect(layoutBlockProps(fetched).map(({ props }) => propsChecked(props))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('a layout carried but not listed as checked marks nothing', () => {
    const copy = structuredClone(faqScreen);
    rememberCheckedContent('vons', { [SCREEN]: copy }, []);
    expect(layoutBlockProps(copy).some(({ props }) => propsChecked(props))).toBe(false);
  });
});
