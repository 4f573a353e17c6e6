/**
 * useContent(path): loads merged content for the current banner from the content service and
 * checks it with the precompiled validator of the path's kind. Each kind's validator is its own
 * lazy chunk, loaded alongside the first fetch of that kind. The call itself goes through the
 * typed API client (content-requests.ts), so a failure is the same ApiError every other call
 * gives (docs/decisions.md); a bad answer becomes an error state, logged once with every problem
 * found; nothing is ever thrown into React.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { useEffect, useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { isApiError, type AnswerProblem, type ApiError } from '../api/errors';
import { readLazily, type ApiQuery } from '../api/use-api-query';
import { useBanner } from './banner-context';
import {
  LAYOUT_KIND,
  loadBlockValidators,
  type BlockValidators,
  markValidBlockProps,
} from './block-props-checks';
import { hasCheckedDigest, matchesCheckedDigest } from './build-content';
import { kindOfPath } from './content-kinds';
import { contentReport, placeholderReport } from './content-report';
import { requestContent } from './content-requests';
import type { ContentOf, ContentPath } from './content-types';
import { contentUrl } from './content-url';
import { validatorLoaders } from './generated/validator-loaders.js';
import {
  knownPlaceholders,
  unknownPlaceholders,
  type UnknownPlaceholder,
} from './placeholder-scan';

/** The state a screen renders from: what every read hook returns (src/api/use-api-query.ts). */
export type ContentState<T> = ApiQuery<T>;

const logged = new Set<string>();

function warnOnce(report: string): void {
  if (logged.has(report)) return;
  logged.add(report);
  console.warn(report);
}

/** Logs one console error per distinct failure, however often SWR revalidates. */
function logOnce(path: string, error: ApiError): void {
  const report = contentReport(path, error);
  const key = `${path}|${error.kind}|${error.code}|${report.replace(/\(correlation id [^)]*\)/, '')}`;
  if (logged.has(key)) return;
  logged.add(key);
  console.error(report);
}

/** A failure found here rather than by the client (an unknown path, a schema problem). */
function contentFailure(
  kind: 'network' | 'validation',
  url: string,
  detail: string,
  found: { problems?: AnswerProblem[]; correlationId?: string } = {},
): ApiError {
  const error: ApiError = {
    kind,
    code: kind === 'network' ? 'NETWORK' : 'VALIDATION',
    detail,
    url,
    correlationId: found.correlationId ?? '',
  };
  if (found.problems) error.problems = found.problems;
  return error;
}

/** A first-error validator's finding as a pointer and plain words (no value, no suggestion). */
function firstProblem(error: ErrorObject): AnswerProblem {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    const key = String(params.additionalProperty);
    return { pointer: `${error.instancePath}/${key}`, message: `unknown key "${key}"` };
  }
  if (error.keyword === 'required') {
    return {
      pointer: error.instancePath,
      message: `missing required key "${String(params.missingProperty)}"`,
    };
  }
  return { pointer: error.instancePath, message: error.message ?? 'does not match its schema' };
}

/**
 * Every schema problem of content that failed, in the QA validator's words, from the diagnostics
 * chunk and its every-error validators (loaded only now, so valid content never pays for them);
 * if that cannot load, the first problem the shipped validator found.
 */
async function schemaProblemsOf(
  kind: string,
  value: unknown,
  first: ErrorObject[] | null | undefined,
): Promise<AnswerProblem[]> {
  try {
    const { schemaProblems } = await import('./content-diagnostics');
    const problems = await schemaProblems(kind, value);
    if (problems.length > 0) return problems;
  } catch {
    // Offline or a failed chunk: the shipped validator's finding is still precise.
  }
  return (first ?? []).map(firstProblem);
}

/** Warns once about unknown placeholders, worded (with the likely fix) by the diagnostics chunk. */
async function warnPlaceholders(
  path: string,
  found: UnknownPlaceholder[],
  known: ReadonlySet<string>,
): Promise<void> {
  let problems: AnswerProblem[];
  try {
    const { placeholderProblems } = await import('./content-diagnostics');
    problems = placeholderProblems(found, known);
  } catch {
    problems = found.map(({ pointer, name }) => ({
      pointer,
      message: `unknown placeholder "{${name}}"`,
    }));
  }
  warnOnce(placeholderReport(path, problems));
}

/**
 * The validator of a content kind, loaded on first use: the import starts before the fetch and
 * runs beside it, so it adds no wait of its own (content the build checked loads it only when the
 * answer differs: build-content.ts). A failed import is not kept, so the
 * next revalidation tries again.
 */
const loadedValidators = new Map<string, Promise<ValidateFunction>>();
export function loadValidator(kind: string): Promise<ValidateFunction> {
  if (!Object.hasOwn(validatorLoaders, kind)) {
    return Promise.reject(new Error(`No validator for content kind "${kind}"`));
  }
  let loading = loadedValidators.get(kind);
  if (!loading) {
    loading = validatorLoaders[kind]();
    loadedValidators.set(kind, loading);
    loading.catch(() => loadedValidators.delete(kind));
  }
  return loading;
}

/** Fetches and validates one content path; every failure is an ApiError. */
export async function fetchContent(bannerId: string, path: string): Promise<unknown> {
  const url = contentUrl(bannerId, path);
  const kind = kindOfPath(path);
  if (kind === undefined || !Object.hasOwn(validatorLoaders, kind))
    throw contentFailure('validation', url, `"${path}" is not a known content path`);
  // What the build checked is usually what comes back: its validator is loaded only if the
  // answer differs from its fingerprint (build-content.ts). Any other path's loads beside the fetch.
  const checked = hasCheckedDigest(bannerId, path);
  const startValidator = () =>
    loadValidator(kind).then(
      (validate) => ({ validate }),
      (cause: unknown) => ({ cause }),
    );
  // A layout not checked by the build has its blocks' props checked when it comes in (the blocks
  // check again only props that failed): their validators load with the layout's.
  const startBlockValidators = (): Promise<
    { validators?: BlockValidators } | { cause: unknown }
  > =>
    kind === LAYOUT_KIND
      ? loadBlockValidators().then(
          (validators) => ({ validators }),
          (cause: unknown) => ({ cause }),
        )
      : Promise.resolve({});
  const startValidators = () => Promise.all([startValidator(), startBlockValidators()]);
  const early = checked ? undefined : startValidators();
  const { value, correlationId } = await requestContent(bannerId, path);
  if (checked && (await matchesCheckedDigest(bannerId, path, value))) return value;
  const [loaded, blocks] = await (early ?? startValidators());
  if (!('validate' in loaded)) {
    throw contentFailure(
      'network',
      url,
      `the validator of "${kind}" could not be loaded (${String(loaded.cause)})`,
    );
  }
  if ('cause' in blocks) {
    throw contentFailure(
      'network',
      url,
      `the block validators could not be loaded (${String(blocks.cause)})`,
    );
  }
  const { validate } = loaded;
  if (!validate(value)) {
    const problems = await schemaProblemsOf(kind, value, validate.errors);
    throw contentFailure('validation', url, `it does not match its schema "${kind}"`, {
      problems,
      correlationId,
    });
  }
  if ('validators' in blocks && blocks.validators) markValidBlockProps(value, blocks.validators);
  // An unknown placeholder is shown as written: the content is still usable, the editor is told.
  const known = knownPlaceholders(kind);
  const unknown = unknownPlaceholders(value, known);
  if (unknown.length > 0) void warnPlaceholders(path, unknown, known);
  return value;
}

/** The SWR key of a content path on a banner: useContent reads it, the page's fallback fills it. */
export function contentKey(bannerId: string, path: string): readonly ['content', string, string] {
  return ['content', bannerId, path] as const;
}

/**
 * Content a page carries (by path) as SWR `fallback` entries (by serialised key): what the first
 * screen renders from on the server and while hydrating. A fallback is not the cache: nothing is
 * written, so the first hook to mount still reads the value again from the content service (the
 * sandbox or an editor may have changed it since the build); later hooks use that answer.
 */
export function contentFallback(
  bannerId: string,
  content: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(content).map(([path, value]) => [
      unstable_serialize(contentKey(bannerId, path)),
      value,
    ]),
  );
}

async function fetcher([, bannerId, path]: readonly [string, string, string]): Promise<unknown> {
  try {
    return await fetchContent(bannerId, path);
  } catch (thrown) {
    const error = isApiError(thrown)
      ? thrown
      : contentFailure('network', contentUrl(bannerId, path), String(thrown));
    logOnce(path, error);
    throw error;
  }
}

/**
 * One request per content key at a time, whoever asks (a block's hook, or useContentSettled for
 * the blocks of a screen): a second asker while it is on its way gets the same answer. The entry
 * goes once the answer is in, so a later retry always asks the service again.
 */
const inFlight = new Map<string, Promise<unknown>>();
function fetchOnce(key: readonly [string, string, string]): Promise<unknown> {
  const id = unstable_serialize(key);
  let request = inFlight.get(id);
  if (!request) {
    request = fetcher(key).finally(() => inFlight.delete(id));
    inFlight.set(id, request);
  }
  return request;
}

/**
 * The answer this page load already read for `key`, if any: the cache holds only answers read
 * from the service (what a page carries is the fallback, never the cache), and a failed path has
 * none, so its retry still goes to the service.
 */
export function readOnThisLoad(
  cache: { get: (key: string) => { data?: unknown } | undefined },
  key: readonly [string, string, string],
): Promise<unknown> | undefined {
  const held = cache.get(unstable_serialize(key))?.data;
  return held === undefined ? undefined : Promise.resolve(held);
}

/**
 * Reads a content path ahead of the screen that shows it (a link the shopper is likely to follow,
 * src/app/routes/warm-routes.ts), once: an answer goes into the cache, as the screen's own hook
 * would have put it, so the screen renders with it at once and does not read it again. A failure
 * is not kept: the screen reads the path itself when it shows, and says so if that fails too.
 */
export function warmContent(
  cache: { get: (key: string) => { data?: unknown } | undefined },
  store: (key: readonly [string, string, string], value: unknown) => unknown,
  bannerId: string,
  path: string,
): Promise<unknown> {
  const key = contentKey(bannerId, path);
  const held = readOnThisLoad(cache, key);
  if (held) return held;
  return fetchOnce(key).then(async (value) => {
    // Stored before it resolves, so a caller that waits for it finds the answer in the cache.
    await store(key, value);
    return value;
  });
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
  const { cache } = useSWRConfig();
  const key = contentKey(banner.id, path);
  // Content read on this page load is not read again because another block mounts later (SWR
  // would, once its 2 s deduping window has passed): each path goes over the network once. A
  // value the page only carries (the fallback) is still read once the page is live; a path that
  // failed is read again by its way forward (a retry) or the next page's first block. Nor is it
  // read again when the window gets focus: content does not change in the middle of a visit, and a
  // catalogue or layout that changed under the shopper's eyes would only move the page.
  const readAlready = cache.get(unstable_serialize(key))?.data !== undefined;
  // `readAlready` is what the cache held when this hook rendered. On a slow machine a hook can
  // render before the first answer arrives and mount more than 2 s after it (a long transition
  // render): it would then read the path a second time. So the fetcher asks the cache again when
  // SWR calls it, and hands back the answer this page load already read (issue 27).
  const swr = useSWR<ContentOf<P>, ApiError>(
    options.wait ? null : key,
    ((asked: readonly [string, string, string]) =>
      readOnThisLoad(cache, asked) ?? fetchOnce(asked)) as (
      key: readonly [string, string, string],
    ) => Promise<ContentOf<P>>,
    { shouldRetryOnError: false, revalidateIfStale: !readAlready, revalidateOnFocus: false },
  );
  return readLazily(swr);
}

/**
 * How long a screen holds its blocks back for the content they are bound to. Content normally
 * arrives well within it (the first screen's starts with the page); a slower answer must not keep
 * the rest of the screen, a form the shopper could already be using, from showing: after this the
 * blocks show and the slow one keeps a skeleton of its reserved height.
 */
export const CONTENT_WAIT_MS = 3000;

/**
 * Loads several content paths together and says when every one has settled (loaded or failed),
 * or CONTENT_WAIT_MS has passed.
 * A screen waits on this before showing blocks bound to `content:<path>`, so they render in
 * their final size instead of a skeleton that the content then pushes down the page (layout
 * shift). Each path is fetched once: the answers are written to the same cache entries
 * `useContent(path)` reads, and a block's own hook that asks while the request is on its way
 * gets the same one (fetchOnce) instead of sending a second. A failed path is left to the block's hook, which
 * gets the same error and shows it in place. When every path is already in (the cache, or the
 * fallback a prerendered page carries) it is settled in the first render, so hydration shows the
 * blocks the server rendered rather than a skeleton.
 */
export function useContentSettled(
  paths: readonly string[],
  waitAtMostMs = CONTENT_WAIT_MS,
): boolean {
  const { banner } = useBanner();
  const { mutate, cache, fallback } = useSWRConfig();
  const inAlready = paths.every((path) => {
    const serialised = unstable_serialize(contentKey(banner.id, path));
    return cache.get(serialised)?.data !== undefined || fallback[serialised] !== undefined;
  });
  const key =
    paths.length > 0 && !inAlready
      ? (['content-settled', banner.id, paths.join('\n')] as const)
      : null;
  const waitKey = key ? key.join('\n') : '';
  const [waitedOut, setWaitedOut] = useState('');
  useEffect(() => {
    if (!waitKey) return undefined;
    const timer = setTimeout(() => setWaitedOut(waitKey), waitAtMostMs);
    return () => clearTimeout(timer);
  }, [waitKey, waitAtMostMs]);
  const { data, error } = useSWR(
    key,
    async () => {
      // Each path as a link made ready ahead reads it: once, into the cache the blocks read.
      await Promise.allSettled(
        paths.map((path) =>
          warmContent(
            cache,
            (cacheKey, value) => mutate(cacheKey, value, { revalidate: false }),
            banner.id,
            path,
          ),
        ),
      );
      return true;
    },
    { shouldRetryOnError: false, revalidateOnFocus: false, revalidateIfStale: false },
  );
  return key === null || data === true || error !== undefined || waitedOut === waitKey;
}
