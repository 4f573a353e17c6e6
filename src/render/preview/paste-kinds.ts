/**
 * The content kinds an editor can paste into the preview: what checks each (a schema of
 * schemas/), which content path it replaces in the sandbox, how it is rendered (the block that
 * shows it on its real screen, bound to the pasted value) and which layout that screen is.
 */
import { isJsonObject } from '../../lib/deep-merge';
import type { LayoutBlock, ScreenLayout } from '../block-definition';

/** One kind of pasted content. */
export interface PasteKind {
  /** Also its key in preview-text.json's `kinds`, the picker's label. */
  id: string;
  /** The schema (and precompiled validator) name that checks it. */
  schema: string;
  /** The content path it stands for; a layout's is `screens/<its id>`. */
  path: (value: unknown) => string | undefined;
  /** The blocks that render it, bound to `content:<path>`. */
  blocks?: LayoutBlock[];
  /** It is a layout, rendered as itself. A kind with neither is checked, not rendered. */
  layout?: true;
  /** The layout (content/screens/<screen>.json) of the real screen that shows it. */
  screen: (value: unknown) => string | undefined;
}

const layoutId = (value: unknown): string | undefined => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
  return typeof id === 'string' && /^[a-z0-9-]+$/.test(id) ? id : undefined;
};

/** A fixed content path, rendered as its real screen renders it. */
function fixed(
  id: string,
  schema: string,
  screen: string | undefined,
  block: Omit<LayoutBlock, 'id' | 'data'>,
): PasteKind {
  return {
    id,
    schema,
    path: () => id,
    blocks: [{ ...block, id: `pasted-${id}`, data: `content:${id}` }],
    screen: () => screen,
  };
}

/** A kind no screen block shows as a whole (the shell, the catalogue, a banner): checked only. */
function checked(id: string, schema: string, path: string | null = id): PasteKind {
  // null, not undefined, for "no content path": undefined would take the default, the kind's id.
  return { id, schema, path: () => path ?? undefined, screen: () => undefined };
}

/** Every kind, in picker order. The blocks mirror the real screens' (paste-kinds.test.ts). */
export const PASTE_KINDS: readonly PasteKind[] = [
  {
    id: 'screen-layout',
    schema: 'screen-layout',
    path: (value) => {
      const id = layoutId(value);
      return id === undefined ? undefined : `screens/${id}`;
    },
    screen: layoutId,
    layout: true,
  },
  fixed('faq', 'faq', 'freshpass-faq', { type: 'accordion', props: {} }),
  fixed('benefit-tiles', 'benefit-tiles', 'manage', {
    type: 'benefitTiles',
    props: {},
  }),
  fixed('pre-churn-tiles', 'benefit-tiles', 'cancel-plan', { type: 'benefitTiles', props: {} }),
  fixed('snap-easy-steps', 'rich-text', 'govassist', { type: 'richText', props: { html: '' } }),
  fixed('offers', 'offers', 'subscribe-plan', {
    type: 'promoOffers',
    props: {
      promoTypes: ['BOGO', 'B2G1'],
      href: '/freshpass/manage/subscribe?plan=monthly&offer=FIRSTMONTHFREE',
    },
  }),
  fixed('plans', 'plans', 'subscribe-plan', {
    type: 'bannerPromo',
    props: {
      heading: 'Why join {product} at {banner}',
      planCopy: 'unlimitedDeliveryClub',
      savingsHeading: 'What members save',
      savingsValues: { total: 'up to $425', monthlyCredit: '$60 a year on the annual plan' },
    },
  }),
  checked('error-catalogue', 'error-catalogue'),
  checked('ui-text', 'ui-text'),
  checked('left-nav-v1', 'left-nav-v1'),
  checked('left-nav-v2', 'left-nav-v2'),
  checked('feature-toggles', 'feature-toggles'),
  checked('constants', 'constants'),
  checked('terms', 'terms'),
  // A form's path is its file name, which its content does not say.
  checked('form', 'form', null),
  // Banners are files of banners/, not content the sandbox serves.
  checked('banner', 'banner', null),
];

/** The kind with an id. */
export function kindById(id: string): PasteKind | undefined {
  return PASTE_KINDS.find((kind) => kind.id === id);
}

/**
 * The kind a pasted value declares through `$schema` (`…/schemas/faq.schema.json`); without one, a
 * value with `blocks` is taken for a layout. A schema that checks two kinds (benefit tiles and
 * pre-churn tiles) gives the first; the picker chooses the other.
 */
export function inferKind(value: unknown): PasteKind | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { $schema: ref, blocks } = value as { $schema?: unknown; blocks?: unknown };
  if (ref === undefined && Array.isArray(blocks)) return kindById('screen-layout');
  const match = typeof ref === 'string' ? /(?:^|\/)([a-z0-9-]+)\.schema\.json$/.exec(ref) : null;
  return match ? PASTE_KINDS.find((kind) => kind.schema === match[1]) : undefined;
}

/** What the canvas renders for a pasted value: a layout itself, or the kind's bound blocks. */
export function previewLayout(kind: PasteKind, value: unknown): ScreenLayout | undefined {
  if (kind.blocks) return { id: `pasted-${kind.id}`, blocks: kind.blocks };
  if (!kind.layout || !value || typeof value !== 'object') return undefined;
  const v = value as Partial<ScreenLayout>;
  if (!Array.isArray(v.blocks)) return undefined;
  const blocks = v.blocks.filter(
    (b): b is LayoutBlock =>
      Boolean(b) && typeof b === 'object' && typeof b.type === 'string' && typeof b.id === 'string',
  );
  // Groups decide which blocks show: without them every grouped block would be hidden.
  const groups = Object.fromEntries(
    Object.entries(isJsonObject(v.groups) ? v.groups : {}).filter(
      ([, group]) => isJsonObject(group) && isJsonObject(group.when),
    ),
  ) as ScreenLayout['groups'];
  return { id: layoutId(v) ?? 'pasted', title: v.title, groups, blocks };
}

/** A route of the app: its path and the layout (screen) it shows. */
export interface PreviewRoute {
  path: string;
  screen: string;
}

/**
 * The route that shows a layout: the route of that screen, else of the screen whose flow it is a
 * step of (`subscribe-plan` → subscribe, `discount-error` → discount).
 */
export function routeForLayout(
  layout: string,
  routes: readonly PreviewRoute[],
): string | undefined {
  const exact = routes.find((route) => route.screen === layout);
  if (exact) return exact.path;
  const owners = routes
    .filter((route) => layout.startsWith(`${route.screen}-`))
    .sort((a, b) => b.screen.length - a.screen.length);
  return owners[0]?.path;
}
