/**
 * useContent(path): loads merged content for the current banner from the content service and
 * checks it with the precompiled validator of the path's kind. Each kind's validator is its own
 * lazy chunk, loaded alongside the first fetch of that kind. A bad answer becomes an error state
 * (logged once, naming the path and pointer); nothing is ever thrown into React.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import useSWR, { preload, unstable_serialize, useSWRConfig, type KeyedMutator } from 'swr';
import { currentEnvironment } from '../api/environment';
import { useBanner } from './banner-context';
import { kindOfPath } from './content-kinds';
import type { ContentOf, ContentPath } from './content-types';
import { validatorLoaders } from './generated/validator-loaders.js';

/** Why content could not be used. */
export class ContentError extends Error {
  readonly kind: 'http' | 'network' | 'parse' | 'validation' | 'unknown-path';
  readonly path: string;
  readonly status?: number;
  readonly pointer?: string;
  constructor(
    kind: ContentError['kind'],
    path: string,
    message: string,
    extra: { status?: number; pointer?: string } = {},
  ) {
    super(message);
    this.name = 'ContentError';
    this.kind = kind;
    this.path = path;
    if (extra.status !== undefined) this.status = extra.status;
    if (extra.pointer !== undefined) this.pointer = extra.pointer;
  }
}

/** The state a screen renders from. */
export interface ContentState<T> {
  data: T | undefined;
  error: ContentError | undefined;
  isLoading: boolean;
  mutate: KeyedMutator<T>;
}

const logged = new Set<string>();

/** Logs one console error per distinct failure, however often SWR revalidates. */
function logOnce(error: ContentError): void {
  const key = `${error.path}|${error.kind}|${error.pointer ?? ''}|${error.message}`;
  if (logged.has(key)) return;
  logged.add(key);
  console.error(`Content "${error.path}" is unusable: ${error.message}`);
}

/**
 * The URL the content service answers for a banner and path; the base comes from the build's
 * environment (same-origin `/content` locally).
 */
export function contentUrl(
  bannerId: string,
  path: string,
  base = currentEnvironment().contentBase,
): string {
  return `${base}/${encodeURIComponent(bannerId)}/${path}`;
}

/** A validator error as a pointer and plain words, for the console and the error state. */
function describeError(error: ErrorObject | undefined): { pointer: string; detail: string } {
  if (!error) return { pointer: '', detail: 'does not match its schema' };
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    const key = String(params.additionalProperty);
    return { pointer: `${error.instancePath}/${key}`, detail: `unknown key "${key}"` };
  }
  if (error.keyword === 'required') {
    return {
      pointer: error.instancePath,
      detail: `missing required key "${String(params.missingProperty)}"`,
    };
  }
  return { pointer: error.instancePath, detail: error.message ?? 'does not match its schema' };
}

/**
 * The validator of a content kind, loaded on first use: the import starts before the fetch and
 * runs beside it, so it adds no wait of its own. A failed import is not kept, so the next
 * revalidation tries again.
 */
const loadedValidators = new Map<string, Promise<ValidateFunction>>();
function loadValidator(kind: string): Promise<ValidateFunction> {
  let loading = loadedValidators.get(kind);
  if (!loading) {
    loading = validatorLoaders[kind]();
    loadedValidators.set(kind, loading);
    loading.catch(() => loadedValidators.delete(kind));
  }
  return loading;
}

/** Fetches and validates one content path; every failure is a ContentError. */
export async function fetchContent(bannerId: string, path: string): Promise<unknown> {
  const kind = kindOfPath(path);
  if (kind === undefined || !Object.hasOwn(validatorLoaders, kind))
    throw new ContentError('unknown-path', path, `"${path}" is not a known content path`);
  const validator = loadValidator(kind).then(
    (validate) => ({ validate }),
    (cause: unknown) => ({ cause }),
  );
  let response: Response;
  try {
    response = await fetch(contentUrl(bannerId, path), { headers: { accept: 'application/json' } });
  } catch (cause) {
    throw new ContentError(
      'network',
      path,
      `the content service could not be reached (${String(cause)})`,
    );
  }
  if (!response.ok) {
    throw new ContentError('http', path, `the content service answered ${response.status}`, {
      status: response.status,
    });
  }
  let value: unknown;
  try {
    value = await response.json();
  } catch {
    throw new ContentError('parse', path, 'the answer is not valid JSON');
  }
  const loaded = await validator;
  if (!('validate' in loaded)) {
    throw new ContentError(
      'network',
      path,
      `the validator of "${kind}" could not be loaded (${String(loaded.cause)})`,
    );
  }
  const { validate } = loaded;
  if (!validate(value)) {
    const { pointer, detail } = describeError(validate.errors?.[0]);
    throw new ContentError('validation', path, `invalid at "${pointer || '/'}": ${detail}`, {
      pointer,
    });
  }
  return value;
}

async function fetcher([, bannerId, path]: readonly [string, string, string]): Promise<unknown> {
  try {
    return await fetchContent(bannerId, path);
  } catch (error) {
    const contentError =
      error instanceof ContentError ? error : new ContentError('network', path, String(error));
    logOnce(contentError);
    throw contentError;
  }
}

/**
 * Typed, validated content for the current banner; see the module comment. With
 * `{ wait: true }` nothing is fetched yet (the caller does not know which path it needs).
 */
export function useContent<P extends ContentPath>(
  path: P,
  options: { wait?: boolean } = {},
): ContentState<ContentOf<P>> {
  const { banner } = useBanner();
  const { data, error, isLoading, mutate } = useSWR<ContentOf<P>, ContentError>(
    options.wait ? null : (['content', banner.id, path] as const),
    fetcher as (key: readonly [string, string, string]) => Promise<ContentOf<P>>,
    { shouldRetryOnError: false },
  );
  return { data, error, isLoading, mutate };
}

/**
 * Loads several content paths together and says when every one has settled (loaded or failed).
 * A screen waits on this before showing blocks bound to `content:<path>`, so they render in
 * their final size instead of a skeleton that the content then pushes down the page (layout
 * shift). Each path is fetched once: the answers are written to the same cache entries
 * `useContent(path)` reads, and the block's own hook picks up the finished request (SWR
 * `preload`) instead of sending a second one. A failed path is left to the block's hook, which
 * gets the same error and shows it in place.
 */
export function useContentSettled(paths: readonly string[]): boolean {
  const { banner } = useBanner();
  const { mutate, cache } = useSWRConfig();
  const key = paths.length > 0 ? (['content-settled', banner.id, paths.join('\n')] as const) : null;
  const { data, error } = useSWR(
    key,
    async () => {
      await Promise.allSettled(
        paths.map(async (path) => {
          const cacheKey = ['content', banner.id, path] as const;
          if (cache.get(unstable_serialize(cacheKey))?.data !== undefined) return;
          const value = await preload(cacheKey, fetcher);
          await mutate(cacheKey, value, { revalidate: false });
        }),
      );
      return true;
    },
    { shouldRetryOnError: false, revalidateOnFocus: false, revalidateIfStale: false },
  );
  return key === null || data === true || error !== undefined;
}
