import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LayoutBlock } from './block-definition';
import type { Audience } from './visibility';
import type { PlaceholderValues } from './placeholders';
import type { DataSourceHooks } from './data-sources';

/** A precompiled (Ajv standalone) validate function, as A's codegen emits them. */
export interface ValidateFn {
  (data: unknown): boolean;
  errors?: null | ReadonlyArray<{ instancePath: string; message?: string }>;
}

/** Block props validators keyed `blocks/<type>`, or their loader (RenderEnv.validators). */
export type BlockValidatorSource =
  Readonly<Record<string, ValidateFn>> | (() => Promise<Readonly<Record<string, ValidateFn>>>);

/** What a block action receives and may answer: a returned `error` is shown beside the form or button. */
export type BlockAction = (payload?: unknown) => void | Promise<void | { error?: string }>;

/** Labels the renderer itself shows; their text lives in content/ui-text.json. */
export interface RenderLabels {
  loading: string;
  unknownBlock: string;
  close: string;
  moreInfo: string;
  characterCount: string;
  formErrorsHeading: string;
  /** The page heading when a screen's layout or data cannot be shown (a page needs its h1). */
  pageUnavailableTitle: string;
  /** Announced while a block's action (a card being saved) is in flight. */
  saving: string;
  /** The button that reads a failed call again (ui-text `shell.retry`). */
  retry: string;
  /** The support line beside it; `{phone}` becomes the banner's phone as a `tel:` link. */
  callSupport: string;
}

/**
 * Everything the renderer needs from the app: who is looking, the banner's placeholder values,
 * validators, data hooks, catalogue wording and the screen's actions. Provided once by the shell
 * and refined by screens, so blocks never import app or screen code.
 */
export interface RenderEnv {
  /** `development` and `preview` show unknown blocks as a visible placeholder; `production` hides them. */
  mode: 'production' | 'development' | 'preview';
  audience: Audience;
  placeholders: PlaceholderValues;
  /**
   * Block props validators keyed `blocks/<type>`: in hand, or a loader returning the same promise
   * every call (the app loads them only for props the build did not check; a block waits for it).
   */
  validators: BlockValidatorSource;
  /** Whether these props were checked already (build content the service answered unchanged). */
  propsChecked(props: object): boolean;
  dataSources: DataSourceHooks;
  /** The catalogue message for a failed call (B's `messageFor` bound to the catalogue and banner). */
  messageFor(error: unknown): string;
  /** The catalogue's generic site error, shown by a block's error boundary. */
  blockErrorMessage: string;
  /**
   * The catalogue's text (placeholders unfilled) for a code of its `codes` or a key of its
   * `messages`, as a notice's `catalogueMessage` names it; undefined when it has neither.
   */
  catalogueMessage(ref: string): string | undefined;
  labels: RenderLabels;
  actions: Readonly<Record<string, BlockAction>>;
  /**
   * Why a block failed (its props, its content, a throw), shown under the shopper's message: the
   * editor preview provides it, in the QA gate's words; shoppers never see it.
   */
  explainFailure?: (block: LayoutBlock, error: unknown) => BlockFailure;
  /**
   * True inside a loading skeleton (shaped-skeleton.tsx): blocks are drawn for their size only.
   * A form there takes no draft kept across sign-in (the real form that replaces it must get it),
   * remembers no typing and takes no press held before hydration.
   */
  drawingOnly?: boolean;
  /**
   * True while the build records a layout's rich text for its page (renderLayoutRichText): a
   * block words every audience's variant, since the shopper is not known yet. The editor's
   * preview does the same when no plan type is picked.
   */
  everyVariant?: boolean;
}

/** What the preview says about a failed block: a title and one line per problem. */
export interface BlockFailure {
  title: string;
  lines: readonly string[];
}

const defaultEnv: RenderEnv = {
  mode: 'production',
  audience: { flags: {} },
  placeholders: { banner: '', phone: '', loyaltyProgram: '', product: 'FreshPass' },
  validators: {},
  propsChecked: () => false,
  dataSources: {},
  messageFor: () => '',
  blockErrorMessage: '',
  catalogueMessage: () => undefined,
  labels: {
    loading: '',
    unknownBlock: '',
    close: '',
    moreInfo: '',
    characterCount: '',
    formErrorsHeading: '',
    pageUnavailableTitle: '',
    saving: '',
    retry: '',
    callSupport: '',
  },
  actions: {},
};

const EnvContext = createContext<RenderEnv>(defaultEnv);

/** The renderer's environment for the blocks below. */
export function useRenderEnv(): RenderEnv {
  return useContext(EnvContext);
}

/** Provides (part of) the render environment; what is not given is inherited from above. */
export function RenderEnvProvider({
  env,
  children,
}: {
  env: Partial<RenderEnv>;
  children: ReactNode;
}) {
  const parent = useContext(EnvContext);
  const value = useMemo(() => ({ ...parent, ...env }), [parent, env]);
  return <EnvContext.Provider value={value}>{children}</EnvContext.Provider>;
}
