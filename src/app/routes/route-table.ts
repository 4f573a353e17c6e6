import type { ComponentType } from 'react';

/** A lazy screen module: screens default-export their component (one chunk each). */
export type ScreenModule = { default: ComponentType };

/** One product route of spec §2. */
export interface ScreenRoute {
  /** The canonical path; the `.html` and `/:storeId` forms are derived from it. */
  path: string;
  /** The screen folder under src/screens and its layout id (content/screens/<screen>.json). */
  screen: string;
  /** Spec §2 "Needs user-info lookup first": the auth guard waits for the session. */
  needsSession: boolean;
  load: () => Promise<ScreenModule>;
}

/**
 * Every route of spec §2, in the spec's order. Each `import()` is its own chunk, so a shopper
 * opening the FAQ never downloads the cancel flow.
 */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  {
    path: '/freshpass/manage',
    screen: 'manage',
    needsSession: true,
    load: () => import('../../screens/manage'),
  },
  {
    path: '/freshpass/manage/change',
    screen: 'change',
    needsSession: true,
    load: () => import('../../screens/change'),
  },
  {
    path: '/freshpass/manage/confirmation',
    screen: 'confirmation',
    needsSession: true,
    load: () => import('../../screens/confirmation'),
  },
  {
    path: '/freshpass/manage/cancel-plan',
    screen: 'cancel-plan',
    needsSession: true,
    load: () => import('../../screens/cancel-plan'),
  },
  {
    path: '/freshpass/manage/update-payments',
    screen: 'update-payments',
    needsSession: true,
    load: () => import('../../screens/update-payments'),
  },
  {
    path: '/freshpass/manage/subscribe',
    screen: 'subscribe',
    needsSession: false,
    load: () => import('../../screens/subscribe'),
  },
  {
    path: '/freshpass/manage/freshpass-faq',
    screen: 'freshpass-faq',
    needsSession: false,
    load: () => import('../../screens/freshpass-faq'),
  },
  {
    path: '/freshpass/manage/govassist',
    screen: 'govassist',
    needsSession: false,
    load: () => import('../../screens/govassist'),
  },
  {
    path: '/freshpass/manage/govassist/mobile',
    screen: 'govassist',
    needsSession: false,
    load: () => import('../../screens/govassist'),
  },
  {
    path: '/freshpass/manage/discount',
    screen: 'discount',
    needsSession: false,
    load: () => import('../../screens/discount'),
  },
];

/**
 * The URL forms one route answers: the path, the same with `.html` (spec §2), and a trailing
 * store id segment (spec §2 "storeId from query or route"; screens reject non-digit ids).
 */
export function pathForms(path: string): string[] {
  return [path, `${path}.html`, `${path}/:storeId`];
}
