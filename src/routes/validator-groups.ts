import { navContent, SHELL_CONTENT } from './route-needs.ts';
import { kindOfPath } from '../content/content-kinds.ts';

const kindsOf = (paths: readonly string[]) => paths.flatMap((path) => kindOfPath(path) ?? []);

/**
 * Content kinds whose validators ship together in one chunk. Each kind's validator is otherwise
 * its own lazy chunk (loaded beside the first fetch of that kind), but these are fetched by
 * every first screen of their pages at once, and one gzip stream of their similar Ajv code is
 * about a quarter smaller than separate files. The kinds come from what routes need
 * (src/routes/route-needs.ts). Read by vite.config.ts (the chunk groups) and by the preload hints
 * (which chunk holds a kind's validator).
 */
export const VALIDATOR_GROUPS: Readonly<Record<string, readonly string[]>> = {
  /** What every screen fetches (src/routes): labels, catalogue, flags and its layout. */
  'shell-validators': [...kindsOf(SHELL_CONTENT), 'screen-layout'],
  /** What the account navigation adds (v2 is the shipped default; v1 keeps its own chunk). */
  'nav-validators': kindsOf(navContent({ accountDashboardV2: true })),
};

/** The group a kind's validator ships in, if any. */
export function validatorGroupOf(kind: string): string | undefined {
  return Object.keys(VALIDATOR_GROUPS).find((group) => VALIDATOR_GROUPS[group].includes(kind));
}

/** A module-id test for a group's validator modules (src/content/generated/validators/<kind>.js). */
export function validatorGroupTest(group: string): RegExp {
  const kinds = VALIDATOR_GROUPS[group].map((k) => k.replace(/[-]/g, '\\-')).join('|');
  return new RegExp(
    `[\\\\/]src[\\\\/]content[\\\\/]generated[\\\\/]validators[\\\\/](${kinds})\\.js$`,
  );
}
