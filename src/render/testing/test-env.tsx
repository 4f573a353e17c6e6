/**
 * Test-only helpers (imported by *.test.tsx, never by app code): a render environment with the
 * real precompiled validators (src/content/generated), fake data hooks serving the repo's content
 * and the fixture service data, and every banner's placeholder values.
 */
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { isApiError } from '../../api/errors';
import { MemoryRouter } from 'react-router-dom';
import serviceData from '../../../tests/fixtures/layouts/service-data.json';
import { validators as generatedValidators } from '../../content/generated/validators.js';
import type { DataHook, DataSourceHooks, DataState } from '../data-sources';
import { RenderEnvProvider, type RenderEnv, type ValidateFn } from '../render-env';
import type { PlaceholderValues } from '../placeholders';

const contentFiles = import.meta.glob<unknown>('/content/**/*.json', {
  eager: true,
  import: 'default',
});

/** A banner as the suite reads it. */
export interface TestBanner {
  id: string;
  order: number;
  displayName: string;
  loyaltyProgramName: string;
  supportPhone: string;
  promoDescription: string;
  estimatedSavingsLabels: Record<'total' | 'delivery' | 'monthlyCredit' | 'rewards', string>;
  theme: Record<string, string>;
}

/** Every banner in banners/, in spec order: the shared suite runs once per banner. */
export const testBanners: TestBanner[] = Object.values(
  import.meta.glob<TestBanner>('/banners/*.json', { eager: true, import: 'default' }),
).sort((a, b) => a.order - b.order);

const validators: Readonly<Record<string, ValidateFn>> = generatedValidators;

/** The placeholder values of one banner. */
export function placeholdersOf(banner: TestBanner): PlaceholderValues {
  return {
    banner: banner.displayName,
    phone: banner.supportPhone,
    loyaltyProgram: banner.loyaltyProgramName,
    product: 'FreshPass',
  };
}

const ready = (data: unknown): DataState => ({ data, isLoading: false });

/** Data hooks answering at once from content/ and tests/fixtures/layouts/service-data.json. */
export const fixtureDataSources: DataSourceHooks = {
  content: (path) => {
    const key = `/content/${path ?? ''}.json`;
    return Object.hasOwn(contentFiles, key)
      ? ready(contentFiles[key])
      : { isLoading: false, error: new Error(`no content ${key}`) };
  },
  plans: () => ready(serviceData.plans),
  partnerOffers: () => ready(serviceData.partnerOffers),
  cancelReasons: () => ready(serviceData.cancelReasons),
};

/** Labels as content/ui-text.json would give them. */
export const testLabels: RenderEnv['labels'] = {
  loading: 'Loading…',
  unknownBlock: 'Unknown block “{type}”',
  close: 'Close',
  moreInfo: 'More information',
  characterCount: 'characters used',
  formErrorsHeading: 'Please fix the highlighted fields',
  pageUnavailableTitle: "This page isn't available right now",
  saving: 'Saving…',
  retry: 'Try again',
  callSupport: 'Need help? Call {banner} customer support at {phone}.',
};

/** The catalogue's generic site error, which a block's boundary shows. */
export const BLOCK_ERROR =
  'Apologies, our site is currently experiencing technical difficulties, please try again later.';

const catalogue = contentFiles['/content/error-catalogue.json'] as {
  codes: Record<string, { message: string }>;
  messages: Record<string, string>;
};

/** The repo catalogue's text for a code or a named message, as the app's environment gives it. */
function catalogueMessage(ref: string): string | undefined {
  if (Object.hasOwn(catalogue.codes, ref)) return catalogue.codes[ref].message;
  return Object.hasOwn(catalogue.messages, ref) ? catalogue.messages[ref] : undefined;
}

/** A complete environment for tests, with any part overridden. */
export function testEnv(
  overrides: Partial<RenderEnv> = {},
  banner = testBanners[0],
): Partial<RenderEnv> {
  return {
    mode: 'development',
    audience: { flags: { enableSnap: true }, status: 'ACTIVE', role: 'primary' },
    placeholders: placeholdersOf(banner),
    validators,
    dataSources: fixtureDataSources,
    messageFor: (error: unknown) =>
      `catalogue: ${isApiError(error) ? `${error.code} ${error.detail}` : error instanceof Error ? error.message : String(error)}`,
    blockErrorMessage: BLOCK_ERROR,
    catalogueMessage,
    labels: testLabels,
    actions: {},
    ...overrides,
  };
}

/** Renders UI inside a router and the given environment. */
export function renderWithEnv(ui: ReactElement, env: Partial<RenderEnv> = testEnv()) {
  return render(
    <MemoryRouter>
      <RenderEnvProvider env={env}>{ui}</RenderEnvProvider>
    </MemoryRouter>,
  );
}

/** A data hook stuck in one state, for loading and error tests. */
export function stateHook(state: DataState): DataHook {
  return () => state;
}

/**
 * Waits until every RichHtml under `container` shows its content rather than the hidden
 * placeholder it renders while the lazily loaded rich-text module is on its way, so checks on
 * rendered HTML (and on its absence) look at the real output.
 */
export async function richTextRendered(container: HTMLElement = document.body): Promise<void> {
  await waitFor(() => {
    expect(container.querySelector('[data-rich-html="pending"]')).toBeNull();
  });
}
