import { useMemo, type ReactNode } from 'react';
import { BannerProvider } from '../../content/banner-context';
import { placeholderValues, type Banner } from '../../content/banners';
import { apiDataSources } from '../api-data-sources';
import { RenderEnvProvider, useRenderEnv, type RenderEnv } from '../render-env';
import { themeVars } from '../theme/theme-vars';
import { explainFailure } from './block-failures';
import type { Shopper } from './personas';
import { usePreviewChecks } from './use-preview-checks';

interface Props {
  banner: Banner;
  /** Who is looking: every block's `when` is evaluated for this shopper. */
  shopper: Shopper;
  label: string;
  children: ReactNode;
}

/**
 * Renders its children as the chosen banner would show them to the chosen shopper: that banner's
 * content (useContent follows the BannerProvider), placeholders and colours, sandbox data through
 * the real hooks, unknown blocks shown as placeholders, and a failed block with why it failed.
 */
export function PreviewCanvas({ banner, ...rest }: Props) {
  return (
    <BannerProvider bannerId={banner.id}>
      <CanvasEnv banner={banner} {...rest} />
    </BannerProvider>
  );
}

function CanvasEnv({ banner, shopper, label, children }: Props) {
  const { audience } = useRenderEnv();
  const checks = usePreviewChecks();
  const env = useMemo(
    (): Partial<RenderEnv> => ({
      mode: 'preview',
      placeholders: placeholderValues(banner),
      dataSources: apiDataSources,
      audience: { flags: audience.flags, ...shopper },
      explainFailure: explainFailure(checks),
    }),
    [banner, audience.flags, shopper, checks],
  );
  return (
    <RenderEnvProvider env={env}>
      <section className="fp-preview__canvas" aria-label={label} style={themeVars(banner)}>
        {children}
      </section>
    </RenderEnvProvider>
  );
}
