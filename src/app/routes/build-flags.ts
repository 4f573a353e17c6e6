/**
 * True for development and for builds of the local sandbox environment. An unset
 * VITE_FRESHPASS_ENV means `local` (src/api/environment.ts chooses `local` then too), so the
 * `npm start` build has the preview while qa/stage/prod builds, which set the variable, do not.
 */
export function isLocalOrDev(env: { DEV: boolean; VITE_FRESHPASS_ENV?: string }): boolean {
  return env.DEV || (env.VITE_FRESHPASS_ENV ?? 'local') === 'local';
}
