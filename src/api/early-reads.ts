/**
 * Calls sent before the app's code has run: the page's first module (src/early-start.ts) starts
 * the user-info call on a route behind the session and, as soon as it answers with a valid
 * session, the route's other reads that need nothing but the session. Each call is held under its
 * SWR key until the hook of that key first fetches (`takeEarly` in use-api-query.ts), so it goes
 * over the network once and the hook gets its answer, or its failure, as if it had sent it.
 * No React or SWR here: this runs before either has loaded.
 */
import type { ApiClient } from './client';
import type { ApiKey } from './keys';
import { decideSession } from './session';
import { cancelReasonsKey, fetchCancelReasons } from './endpoints/cancel-reasons-call';
import { fetchProfile, profileKey } from './endpoints/profile-call';
import { fetchSubscription, subscriptionKey } from './endpoints/subscription-call';
import { fetchUserInfo, userInfoKey } from './endpoints/user-info-call';
import type { Session } from './session';

/**
 * How long a held call waits for its hook. The app's first render takes it up within a second or
 * two; one still held later (the route rendered something else) is stale, and the hook that asks
 * for it much later sends its own.
 */
export const EARLY_HOLD_MS = 30_000;

interface Held {
  call: Promise<unknown>;
  at: number;
  /** The call's answer, once it has come in (a failure is left to the hook's fetch). */
  answer?: { value: unknown };
}

const held = new Map<string, Held>();
const keyText = (key: ApiKey) => JSON.stringify(key);

/** Holds a started call under its key until its hook takes it up. */
export function holdEarly<T>(key: ApiKey, call: Promise<T>, now = Date.now()): Promise<T> {
  const entry: Held = { call, at: now };
  // The hook reports a failure; meanwhile it must not count as unhandled.
  call.then(
    (value) => {
      entry.answer = { value };
    },
    () => undefined,
  );
  held.set(keyText(key), entry);
  return call;
}

/**
 * The answer of the call held under `key`, when it has already come in and is still fresh, taken
 * like `takeEarly` takes the call. A hook that mounts after its answer arrived renders with it at
 * once (useApiQuery), instead of rendering empty, fetching, and rendering again a moment later in a
 * task that blocks the page.
 */
export function takeEarlyAnswer(key: ApiKey, now = Date.now()): { value: unknown } | undefined {
  const text = keyText(key);
  const entry = held.get(text);
  if (!entry?.answer || now - entry.at > EARLY_HOLD_MS) return undefined;
  held.delete(text);
  return entry.answer;
}

/**
 * Whether any call is still held and fresh (stale ones are dropped here): once the hooks have
 * taken them all, or the rest have gone stale, there is nothing to ask.
 */
export function holdsAnyEarly(now = Date.now()): boolean {
  for (const [text, entry] of held) {
    if (now - entry.at > EARLY_HOLD_MS) held.delete(text);
  }
  return held.size > 0;
}

/** The call held under `key`, once (a later fetch of the key is a fresh call), if still fresh. */
export function takeEarly(key: ApiKey, now = Date.now()): Promise<unknown> | undefined {
  const text = keyText(key);
  const entry = held.get(text);
  held.delete(text);
  return entry && now - entry.at <= EARLY_HOLD_MS ? entry.call : undefined;
}

/** A read of a route's API data (a name routeNeeds gives) that needs only the session. */
interface SessionRead {
  key: (client: ApiClient, session: Session) => ApiKey;
  send: (client: ApiClient, session: Session) => Promise<unknown>;
}

/**
 * The API data names (docs/architecture.md, "data") the first module can read as soon as the
 * session is known: their key and call are the hooks' own. The other names depend on the page
 * (its query, store id or flags) and are left to their hooks.
 */
export const SESSION_READS: Readonly<Record<string, SessionRead>> = {
  subscription: {
    key: (_client, session) => subscriptionKey(session.gid),
    send: fetchSubscription,
  },
  cancelReasons: {
    key: (client) => cancelReasonsKey(client.banner),
    send: fetchCancelReasons,
  },
  profile: {
    key: (_client, session) => profileKey(session.gid),
    send: fetchProfile,
  },
};

/** What the first module knows of the page when it starts the calls. */
export interface EarlyPage {
  /** The host, for the user-info call's origin (environment.ts `userInfoUrl`). */
  hostname: string;
  /** The route's API data (routeNeeds `api`); nothing starts without `user-info`. */
  api: readonly string[];
  /** Whether the remembered-sign-in cookie is set (contract §6). */
  rememberedCookie: boolean;
}

/**
 * Starts the user-info call when the route needs the session, then, once it answers with a valid
 * session (decideSession, as `useSession()` decides it), the route's session reads, without
 * waiting for anything else. Returns the names of the calls it started or will start.
 */
export function startEarlyReads(client: ApiClient, page: EarlyPage): string[] {
  if (!page.api.includes('user-info')) return [];
  const reads = page.api.filter((name) => Object.hasOwn(SESSION_READS, name));
  const info = holdEarly(userInfoKey(client.banner), fetchUserInfo(client, page.hostname));
  info.then(
    (answer) => {
      const { session } = decideSession({
        result: { ok: true, info: answer },
        now: Date.now(),
        rememberedCookie: page.rememberedCookie,
        returnTo: '/',
        env: client.env,
      });
      if (!session) return;
      for (const name of reads) {
        const read = SESSION_READS[name];
        holdEarly(read.key(client, session), read.send(client, session));
      }
    },
    () => undefined,
  );
  return ['user-info', ...reads];
}

/**
 * Reads a route's session reads ahead of its screen (a link the shopper is likely to follow,
 * src/app/routes/warm-routes.ts): each of `names` that is a session read and has no answer yet
 * (`answered`) is sent, and its answer held for the screen's hook as the first module's are, so
 * the screen renders with it at once. A failure is not held: the hook then reads for itself, and
 * shows its own failure. Returns the names sent.
 */
/** Warm reads on their way, by key (at most one per session read). */
const warming = new Set<string>();

export function warmSessionReads(
  client: ApiClient,
  session: Session,
  names: readonly string[],
  answered: (key: ApiKey) => boolean,
): string[] {
  const sent: string[] = [];
  for (const name of names) {
    if (!Object.hasOwn(SESSION_READS, name)) continue;
    const read = SESSION_READS[name];
    const key = read.key(client, session);
    const text = keyText(key);
    if (answered(key) || held.has(text) || warming.has(text)) continue;
    sent.push(name);
    warming.add(text);
    read
      .send(client, session)
      .then(
        (value) => {
          if (!answered(key)) holdEarly(key, Promise.resolve(value));
        },
        () => undefined,
      )
      .finally(() => warming.delete(text));
  }
  return sent;
}
