/**
 * fetchContent loads the validator of the kind it fetches (each kind its own lazy chunk), starts
 * that load before the fetch, loads each kind once, and turns a failed load into an ApiError
 * (kind network) that a later fetch recovers from.
 */
import type { ValidateFunction } from 'ajv';

const calls: string[] = [];
let failNext = false;

vi.mock('./generated/validator-loaders.js', async () => {
  const { validators } = (await import('./generated/validators.js')) as {
    validators: Record<string, ValidateFunction>;
  };
  const loaders: Record<string, () => Promise<ValidateFunction>> = {};
  for (const name of Object.keys(validators)) {
    loaders[name] = () => {
      calls.push(`load ${name}`);
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('chunk failed'));
      }
      return Promise.resolve(validators[name]);
    };
  }
  return { validatorLoaders: loaders };
});

let diagnosticsOffline = false;
vi.mock('./content-diagnostics', async (importOriginal) => {
  const real = await importOriginal<typeof import('./content-diagnostics')>();
  return {
    schemaProblems: (kind: string, value: unknown) =>
      diagnosticsOffline
        ? Promise.reject(new Error('chunk failed'))
        : real.schemaProblems(kind, value),
  };
});

const { fetchContent } = await import('./use-content');

const faq = { displayType: 'expanded', html: '<p>Hi</p>' };

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(`fetch ${url}`);
      return new Response(JSON.stringify(faq), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchContent and the per-kind validators', () => {
  it("loads only the fetched kind's validator, before the fetch starts, and once", async () => {
    await expect(fetchContent('vons', 'faq')).resolves.toEqual(faq);
    await expect(fetchContent('safeway', 'faq')).resolves.toEqual(faq);
    expect(calls).toEqual(['load faq', 'fetch /content/vons/faq', 'fetch /content/safeway/faq']);
  });

  it('uses the validator of the kind: a screens/ path is checked as a screen layout', async () => {
    await expect(fetchContent('vons', 'screens/manage')).rejects.toMatchObject({
      kind: 'validation',
      code: 'VALIDATION',
      detail: 'it does not match its schema "screen-layout"',
      problems: expect.arrayContaining([
        { pointer: '', message: expect.stringMatching(/^missing required key "(id|blocks)"/) },
      ]),
    });
    expect(calls[0]).toBe('load screen-layout');
  });

  it('reports a validator that could not be loaded, and loads it again next time', async () => {
    failNext = true;
    const failed = fetchContent('vons', 'terms');
    await expect(failed).rejects.toMatchObject({
      kind: 'network',
      code: 'NETWORK',
      url: '/content/vons/terms',
      detail: expect.stringContaining('the validator of "terms" could not be loaded'),
    });
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ title: 'Terms', html: '<p>T</p>' })),
    );
    await expect(fetchContent('vons', 'terms')).resolves.toEqual({
      title: 'Terms',
      html: '<p>T</p>',
    });
    expect(calls.filter((c) => c === 'load terms')).toHaveLength(2);
  });

  it('names every schema problem, or the first one when the diagnostics cannot load', async () => {
    const twoProblems = { displayType: 'sideways', sections: [{ id: 'a', titel: 'x', html: 'y' }] };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(twoProblems)));
    const every = await fetchContent('vons', 'faq').catch((e: unknown) => e);
    expect(every).toMatchObject({
      correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      problems: expect.arrayContaining([
        expect.objectContaining({ pointer: '/displayType' }),
        expect.objectContaining({ pointer: '/sections/0/titel', suggestion: 'title' }),
        { pointer: '/sections/0', message: 'missing required key "title"' },
      ]),
    });
    diagnosticsOffline = true;
    try {
      const first = (await fetchContent('vons', 'faq').catch((e: unknown) => e)) as {
        problems: unknown[];
      };
      expect(first.problems).toHaveLength(1);
    } finally {
      diagnosticsOffline = false;
    }
  });

  it('refuses an unknown path without loading or fetching anything', async () => {
    await expect(fetchContent('vons', 'nope')).rejects.toMatchObject({
      kind: 'validation',
      detail: '"nope" is not a known content path',
    });
    expect(calls).toEqual([]);
  });
});
