import type { ReactNode } from 'react';
import { BannerProvider } from '../../content/banner-context';
import { placeholderValues, type Banner } from '../../content/banners';
import { apiDataSources } from '../api-data-sources';
import { RenderEnvProvider } from '../render-env';
import { themeVars } from '../theme/theme-vars';

/**
 * Renders its children as the chosen banner would: that banner's content (useContent follows the
 * BannerProvider), placeholders and colours, sandbox data through the real hooks, and unknown
 * blocks shown as placeholders.
 */
export function PreviewCanvas({
  banner,
  label,
  children,
}: {
  banner: Banner;
  label: string;
  children: ReactNode;
}) {
  return (
    <BannerProvider bannerId={banner.id}>
      <RenderEnvProvider
        env={{
          mode: 'preview',
          placeholders: placeholderValues(banner),
          dataSources: apiDataSources,
        }}
      >
        <section className="fp-preview__canvas" aria-label={label} style={themeVars(banner)}>
          {children}
        </section>
      </RenderEnvProvider>
    </BannerProvider>
  );
}
