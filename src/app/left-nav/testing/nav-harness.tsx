/**
 * Test-only helpers (imported by the left-nav *.test.tsx files, never by app code): the real
 * content files served as the content service would, per-test overrides, and LeftNav rendered
 * at a path with its own SWR cache.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { BannerProvider } from '../../../content/banner-context';
import { contentFallback, useContent } from '../../../content/use-content';
import type { ProfileState } from '../badges';
import { LeftNav, type LeftNavProps } from '../left-nav';

const root = resolve(import.meta.dirname, '../../../..');

/** A shipped content file, parsed. */
export const contentFile = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(resolve(root, 'content', `${path}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

/** Serves content/<path>.json for /content/<banner>/<path>; an override replaces or fails one. */
export function serveContent(overrides: Record<string, unknown | 'fail'> = {}) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^.*\/content\/[^/]+\//, '');
    const override = overrides[path];
    if (override === 'fail') return new Response('down', { status: 503 });
    return new Response(JSON.stringify(override ?? contentFile(path)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The shipped toggles with the v2 navigation turned off (the v1 layout). */
export const v1Toggles = () => ({ ...contentFile('feature-toggles'), accountDashboardV2: false });

/** A profile with no addresses at 80%: both 'Add' badges show. */
export const noAddresses: ProfileState = {
  status: 'loaded',
  profile: { addresses: [], profileCompletionPercentage: '80' },
};

/** Shows "constants loaded" once content/constants.json is in the shared SWR cache. */
function ConstantsProbe() {
  const constants = useContent('constants');
  return constants.data ? <span>constants loaded</span> : null;
}

/**
 * Renders LeftNav at `path` (default /freshpass/manage) as a signed-in shopper; `carried` is content
 * the page carries (SWR's fallback), read again from the service once mounted.
 */
export function showNav(
  props: Partial<LeftNavProps> = {},
  path = '/freshpass/manage',
  carried: Record<string, unknown> = {},
) {
  return render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        dedupingInterval: 0,
        fallback: contentFallback('safeway', carried),
      }}
    >
      <BannerProvider bannerId="safeway">
        <MemoryRouter initialEntries={[path]}>
          <LeftNav sessionValid profile={noAddresses} enrolledPrograms={new Set()} {...props} />
          <ConstantsProbe />
        </MemoryRouter>
      </BannerProvider>
    </SWRConfig>,
  );
}

/** Sets the width jsdom reports as window.innerWidth. */
export function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}
