import { useMemo, type ReactNode } from 'react';
import { planKindOf, usePersonaSubscription } from '../../api';
import { BannerProvider } from '../../content/banner-context';
import { placeholderValues, type Banner } from '../../content/banners';
import { apiDataSources } from '../api-data-sources';
import { RenderEnvProvider, useRenderEnv, type RenderEnv } from '../render-env';
import { themeVars } from '../theme/theme-vars';
import { blockValidators } from '../../content/generated/block-validators.js';
import { explainFailure } from './block-failures';
import type { Shopper } from './personas';
import { usePreviewChecks } from './use-preview-checks';

interface Props {
  banner: Banner;
  /** Who is looking: every block's `when` is evaluated for this shopper. */
  shopper: Shopper;
  /** The sandbox persona picked, whose own plan data the screen shows; undefined: picked by hand. */
  persona?: string;
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

function CanvasEnv({ banner, shopper, persona, label, children }: Props) {
  return persona === undefined ? (
    <CanvasWith banner={banner} shopper={shopper} dataSources={apiDataSources} label={label}>
      {children}
    </CanvasWith>
  ) : (
    <PersonaCanvas banner={banner} shopper={shopper} persona={persona} label={label}>
      {children}
    </PersonaCanvas>
  );
}

/**
 * A persona's screen: its plan comes from the sandbox as the subscription call answers that
 * persona (a household member's is the household's plan), never from whoever is signed in, and
 * the plan's status and type are what the blocks' `when` sees once it has loaded.
 */
function PersonaCanvas({ shopper, persona, ...rest }: Props & { persona: string }) {
  const plan = usePersonaSubscription(persona);
  const dataSources = useMemo(
    () => ({ ...apiDataSources, subscription: planOf(persona) }),
    [persona],
  );
  const sub = plan.data;
  const seenBy = useMemo((): Shopper => {
    if (sub === undefined) return shopper;
    // The file's plan type gives way to the plan's (none without a plan).
    const known: Shopper = { ...shopper };
    delete known.planType;
    return sub === null
      ? { ...known, status: 'NONE' }
      : { ...known, status: sub.status, planType: planKindOf(sub) };
  }, [shopper, sub]);
  return <CanvasWith shopper={seenBy} dataSources={dataSources} {...rest} />;
}

/** The `subscription` data source of one persona. */
const planOf = (persona: string) =>
  function usePersonaPlan() {
    return usePersonaSubscription(persona);
  };

function CanvasWith({
  banner,
  shopper,
  dataSources,
  label,
  children,
}: Omit<Props, 'persona'> & { dataSources: RenderEnv['dataSources'] }) {
  const { audience } = useRenderEnv();
  const checks = usePreviewChecks();
  const env = useMemo(
    (): Partial<RenderEnv> => ({
      mode: 'preview',
      placeholders: placeholderValues(banner),
      dataSources,
      audience: { flags: audience.flags, ...shopper },
      explainFailure: explainFailure(checks),
      // Pasted and overridden content is checked as it renders; the preview is its own chunk, so
      // its blocks never wait for the validators to load.
      validators: blockValidators,
    }),
    [banner, audience.flags, shopper, dataSources, checks],
  );
  return (
    <RenderEnvProvider env={env}>
      <section className="fp-preview__canvas" aria-label={label} style={themeVars(banner)}>
        {children}
      </section>
    </RenderEnvProvider>
  );
}
