import { useMemo, type ReactNode } from 'react';
import { catalogueText, isApiError, messageFor, type ErrorCatalogue } from '../../api/errors';
import { useBanner } from '../../content/banner-context';
import { placeholderValues } from '../../content/banners';
import type { ContentPath } from '../../content/content-types';
// Block props the build did not check are checked while rendering; their validators load with
// the layout that needs them (useContent), or while the block waits.
import { loadBlockValidators, propsChecked } from '../../content/block-props-checks';
import { useContent } from '../../content/use-content';
import { useContentOrDefault } from '../../content/use-content-or-default';
import { isLocalOrDev } from '../routes/build-flags';
import { RenderEnvProvider, type RenderEnv } from '../../render/render-env';
import { useUiText } from './use-ui-text';

/** `content:<path>` for blocks: the same validated loader the shell uses. */
function useContentSource(arg?: string) {
  return useContent((arg ?? 'faq') as ContentPath);
}

/** The catalogue in force: the banner's merged one, the bundled default until it arrives. */
function useCatalogue(): ErrorCatalogue {
  return useContentOrDefault('error-catalogue') as ErrorCatalogue;
}

/** Development builds and the local sandbox show unknown blocks visibly (house style). */
function renderMode(): RenderEnv['mode'] {
  return isLocalOrDev(import.meta.env) ? 'development' : 'production';
}

/**
 * Provides the renderer's environment for every screen: banner placeholders, feature flags,
 * block props validators, the content data source, catalogue wording and labels from ui-text. Screens refine
 * it (data sources of their calls, audience status and role, actions).
 */
export function AppRenderEnv({ children }: { children: ReactNode }) {
  const { banner } = useBanner();
  const ui = useUiText();
  const catalogue = useCatalogue();
  const toggles = useContent('feature-toggles');

  const env = useMemo((): Partial<RenderEnv> => {
    const placeholders = placeholderValues(banner);
    const ctx = {
      banner: placeholders.banner,
      phone: placeholders.phone,
      loyaltyProgram: placeholders.loyaltyProgram,
    };
    const flags: Record<string, boolean> = {};
    for (const [name, value] of Object.entries(toggles.data ?? {})) {
      if (typeof value === 'boolean') flags[name] = value;
    }
    return {
      mode: renderMode(),
      audience: { flags },
      placeholders,
      validators: loadBlockValidators,
      propsChecked,
      dataSources: { content: useContentSource },
      messageFor: (error: unknown) =>
        isApiError(error)
          ? messageFor(error, catalogue, ctx)
          : messageFor(
              {
                kind: 'validation',
                code: 'VALIDATION',
                detail: String(error),
                url: '',
                correlationId: '',
              },
              catalogue,
              ctx,
            ),
      blockErrorMessage: catalogue.messages.genericSiteError ?? catalogue.fallback,
      catalogueMessage: (ref: string) => catalogueText(catalogue, ref),
      labels: { ...ui.render, retry: ui.shell.retry },
    };
  }, [banner, ui, catalogue, toggles.data]);

  return <RenderEnvProvider env={env}>{children}</RenderEnvProvider>;
}
