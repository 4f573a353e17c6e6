import plans from '../../content/plans.json';
import faqScreen from '../../content/screens/freshpass-faq.json';
import { isApiError } from '../api/errors';
import { contentDigest } from '../lib/content-digest';
import { MAX_CONTENT_DIGESTS } from '../lib/content-digest-limit';
import { forgetCheckedContent, hasCheckedDigest, rememberCheckedContent } from './build-content';
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

/** The fingerprints of `values` by path, as the build writes them. */
async function digestsOf(values: Record<string, unknown>): Promise<Record<string, string>> {
  const entries = await Promise.all(
    Object.entries(values).map(async ([path, value]) => [path, (await contentDigest(value)) ?? '']),
  );
  return Object.fromEntries(entries) as Record<string, string>;
}

describe('content the build checked', () => {
  it('keeps the fingerprints per banner, at most MAX_CONTENT_DIGESTS of them', () => {
    rememberCheckedContent('vons', {}, { faq: 'AbC-_0123456', odd: 12 });
    expect(hasCheckedDigest('vons', 'faq')).toBe(true);
    expect(hasCheckedDigest('vons', 'odd'), 'not a fingerprint').toBe(false);
    expect(hasCheckedDigest('safeway', 'faq'), 'another banner').toBe(false);
    forgetCheckedContent();
    const many = Object.fromEntries(
      Array.from({ length: MAX_CONTENT_DIGESTS + 5 }, (_, i) => [`p${i}`, 'AbC-_0123456']),
    );
    rememberCheckedContent('vons', {}, many);
    expect(hasCheckedDigest('vons', `p${MAX_CONTENT_DIGESTS - 1}`)).toBe(true);
    expect(hasCheckedDigest('vons', `p${MAX_CONTENT_DIGESTS}`)).toBe(false);
  });

  it('an unchanged answer, carried by the page or not, is used without loading its validator', async () => {
    const TERMS = { html: '<p>Terms as built</p>' };
    rememberCheckedContent('vons', { faq: FAQ }, await digestsOf({ faq: FAQ, terms: TERMS }));
    vi.stubGlobal('fetch', answer(FAQ));
    expect(await fetchContent('vons', 'faq')).toEqual(FAQ);
    vi.stubGlobal('fetch', answer(TERMS));
    expect(await fetchContent('vons', 'terms')).toEqual(TERMS);
    expect(loaded).toEqual([]);
  });

  it('a changed answer is checked: valid, it is used; invalid, it fails in the usual words', async () => {
    rememberCheckedContent('vons', { faq: FAQ }, await digestsOf({ faq: FAQ }));
    const edited = { ...FAQ, html: '<p>Edited by the sandbox</p>' };
    vi.stubGlobal('fetch', answer(edited));
    expect(await fetchContent('vons', 'faq')).toEqual(edited);
    expect(loaded).toEqual(['faq']);

    vi.stubGlobal('fetch', answer({ ...FAQ, stray: true }));
    const failure = await fetchContent('vons', 'faq').catch((error: unknown) => error);
    expect(isApiError(failure) && failure.detail).toMatch(/does not match its schema "faq"/);
  });

  it('content the page has no fingerprint for loads its validator beside the fetch', async () => {
    // A kind no other test here loads (each kind's validator is loaded once a page).
    vi.stubGlobal('fetch', answer(plans));
    expect(await fetchContent('vons', 'plans')).toEqual(plans);
    expect(loaded).toEqual(['plans']);
  });
});

describe('a screen layout the build checked (its blocks too)', () => {
  const SCREEN = 'screens/freshpass-faq';

  it('marks its blocks as checked when carried and when answered unchanged; no validator loads', async () => {
    rememberCheckedContent(
      'vons',
      { [SCREEN]: faqScreen },
      await digestsOf({ [SCREEN]: faqScreen }),
    );
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
    rememberCheckedContent(
      'vons',
      { [SCREEN]: faqScreen },
      await digestsOf({ [SCREEN]: faqScreen }),
    );
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

  it('a layout carried without a fingerprint (the build refused it) marks nothing', () => {
    const copy = structuredClone(faqScreen);
    rememberCheckedContent('vons', { [SCREEN]: copy }, {});
    expect(layoutBlockProps(copy).some(({ props }) => propsChecked(props))).toBe(false);
  });
});
