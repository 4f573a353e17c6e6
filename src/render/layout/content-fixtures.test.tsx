/**
 * The repository's bad-input content fixtures that are one content file the app loads at run time
 * (tests/fixtures/content/*, tests/fixtures/broken/content-malformed/*), each served by a mocked
 * content service to the runtime loader and rendered. Each is reported on the console as precisely
 * as the QA validator reports it (shared-node/validate/validate.test.ts has the same fixtures): every
 * schema problem at its JSON pointer, malformed JSON at its line and column. And the screen falls
 * back safely: a broken fragment fails only the block bound to it, a broken block only itself, an
 * unknown placeholder is shown as written; the rest of the screen renders.
 *
 * Left out: the banner fixtures (banners are bundled at build time, never loaded at run time) and
 * unknown-error-code (a reference into another file, the catalogue: the QA gate's check).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { BannerProvider } from '../../content/banner-context';
import { deepMerge, type JsonObject } from '../../lib/deep-merge';
import { RenderEnvProvider } from '../render-env';
import { BLOCK_ERROR, testEnv } from '../testing/test-env';
import { ContentScreen } from './content-screen';

const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures');
const read = (path: string) => readFileSync(join(FIXTURES, path), 'utf8');

/** A screen whose FAQ block is bound to the fragment under test, under a heading that must stay. */
const probe = {
  id: 'probe',
  title: 'Probe screen',
  blocks: [
    { type: 'heading', id: 'still', props: { text: 'Still here', level: 2 } },
    { type: 'accordion', id: 'bound', data: 'content:faq', props: {} },
  ],
};

interface Row {
  fixture: string;
  /** The content path the fixture is served at, and its text as the content service sends it. */
  path: 'faq' | 'screens/manage';
  body: string;
  /** The console call that reports it, and its exact text (lines after the first are problems). */
  reported: { by: 'error' | 'warn'; text: RegExp | string };
  /** What the shopper sees instead of the broken part, and what must still be there. */
  shows: () => Promise<void>;
  /** Rendered as a production build (development builds show editors a note instead). */
  production?: boolean;
}

const SEE_REPORT = /^Content "faq" is unusable \(correlation id [0-9a-f-]{36}\): /;
const boundBlockFails = async () => {
  expect(await screen.findByRole('alert')).toHaveTextContent(/^catalogue: VALIDATION /);
  expect(screen.getByRole('heading', { name: 'Still here' })).toBeVisible();
};

const rows: Row[] = [
  {
    fixture: 'content/unknown-key',
    path: 'faq',
    body: read('content/unknown-key/content/faq.json'),
    reported: {
      by: 'error',
      text: [
        'it does not match its schema "faq", 2 problems:',
        '  /sections/0  missing required key "title"',
        '  /sections/0/titel  unknown key "titel" (did you mean "title"?)',
      ].join('\n'),
    },
    shows: boundBlockFails,
  },
  {
    fixture: 'content/missing-required',
    path: 'faq',
    body: read('content/missing-required/content/faq.json'),
    reported: {
      by: 'error',
      text: 'it does not match its schema "faq":\n  /  missing required key "displayType"',
    },
    shows: boundBlockFails,
  },
  {
    fixture: 'content/wrong-type',
    path: 'faq',
    body: read('content/wrong-type/content/faq.json'),
    reported: {
      by: 'error',
      text: 'it does not match its schema "faq":\n  /sections/0/title  should be a string but is the number 42',
    },
    shows: boundBlockFails,
  },
  {
    fixture: 'content/override-typo (the merged answer of default and override)',
    path: 'faq',
    body: JSON.stringify(
      deepMerge(
        JSON.parse(read('content/override-typo/content/faq.json')) as JsonObject,
        JSON.parse(read('content/override-typo/content/safeway/faq.json')) as JsonObject,
      ),
    ),
    reported: {
      by: 'error',
      text: 'it does not match its schema "faq":\n  /displayType  the text "expandFrist" is not allowed; use one of: expandFirst, expanded (did you mean "expandFirst"?)',
    },
    shows: boundBlockFails,
  },
  {
    fixture: 'content/empty-file',
    path: 'faq',
    body: read('content/empty-file/content/faq.json'),
    reported: { by: 'error', text: 'not valid JSON: the answer is empty' },
    shows: boundBlockFails,
  },
  {
    fixture: 'broken/content-malformed/trailing-comma',
    path: 'faq',
    body: read('broken/content-malformed/trailing-comma/content/faq.json'),
    reported: {
      by: 'error',
      text: 'Malformed JSON at line 5, column 1: Expected double-quoted property name (is there a trailing comma?)',
    },
    shows: boundBlockFails,
  },
  {
    fixture: 'broken/content-malformed/unclosed-brace',
    path: 'faq',
    body: read('broken/content-malformed/unclosed-brace/content/faq.json'),
    reported: {
      by: 'error',
      text: "Malformed JSON at line 5, column 1: Expected ',' or '}' after property value",
    },
    shows: boundBlockFails,
  },
  {
    fixture: 'content/unknown-placeholder',
    path: 'faq',
    body: read('content/unknown-placeholder/content/faq.json'),
    reported: {
      by: 'warn',
      text: [
        'Content "faq" has unknown placeholders, shown as written:',
        '  /sections/0/title  unknown placeholder "{bannr}"; known placeholders are {banner}, {phone}, {loyaltyProgram}, {product} (did you mean "{banner}"?)',
      ].join('\n'),
    },
    shows: async () => {
      expect(await screen.findByRole('button', { name: /at \{bannr\}\?/ })).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  },
  {
    fixture: 'content/unknown-block-type',
    path: 'screens/manage',
    body: read('content/unknown-block-type/content/screens/manage.json'),
    reported: {
      by: 'warn',
      text: 'Unknown block type "richTxt" (block "intro") was not rendered.',
    },
    production: true,
    shows: async () => {
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Manage FreshPass' }),
      ).toBeVisible();
      expect(screen.queryByRole('note')).toBeNull();
      expect(screen.queryByText('Hello')).toBeNull();
    },
  },
  {
    fixture: 'content/bad-block-props',
    path: 'screens/manage',
    body: read('content/bad-block-props/content/screens/manage.json'),
    // The renderer's props check stops at the first problem (its validators load with the app).
    reported: {
      by: 'error',
      text: /^Block "title" \(heading\) failed to render: Block "title" has invalid props: \/: must have required property 'text'$/,
    },
    shows: async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent(BLOCK_ERROR);
      expect(screen.getByRole('heading', { level: 1, name: 'Manage FreshPass' })).toBeVisible();
    },
  },
];

function serve(row: Row) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === `/content/safeway/${row.path}`) return new Response(row.body);
    if (url === '/content/safeway/screens/probe') return new Response(JSON.stringify(probe));
    return new Response('{"code":"0000"}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('bad-input content fixtures through the runtime loader', () => {
  it.each(rows)('$fixture', async (row) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(row);
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BannerProvider bannerId="safeway">
          <MemoryRouter>
            <RenderEnvProvider
              env={testEnv({
                dataSources: {},
                mode: row.production ? 'production' : 'development',
              })}
            >
              <ContentScreen layoutId={row.path === 'faq' ? 'probe' : 'manage'} />
            </RenderEnvProvider>
          </MemoryRouter>
        </BannerProvider>
      </SWRConfig>,
    );
    await row.shows();
    const wanted = row.reported.text;
    // Placeholder warnings are worded by a lazily loaded module: wait for the report.
    await vi.waitFor(() => {
      const calls = (row.reported.by === 'error' ? error : warn).mock.calls.map(([m]) => String(m));
      const matching = calls.filter((m) =>
        typeof wanted === 'string'
          ? m === wanted || (SEE_REPORT.test(m) && m.replace(SEE_REPORT, '') === wanted)
          : wanted.test(m),
      );
      expect(matching, calls.join('\n---\n')).toHaveLength(1);
    });
  });
});
