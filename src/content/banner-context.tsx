/** The current banner for the whole tree, resolved once from the host name. */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { bannerForHost, banners, logoImage, type Banner, type LogoImage } from './banners';

/** What components read about the current banner. */
export interface BannerContextValue {
  banner: Banner;
  /** The colour and white logos: built URL and size (undefined if a file is missing). */
  logos: { color: LogoImage | undefined; white: LogoImage | undefined };
}

function logosOf(banner: Banner): BannerContextValue['logos'] {
  return { color: logoImage(banner.logos.color), white: logoImage(banner.logos.white) };
}

const BannerContext = createContext<BannerContextValue | undefined>(undefined);

/** Props: a host to resolve (defaults to the page's host) or an explicit banner id (tests). */
export interface BannerProviderProps {
  host?: string;
  bannerId?: string;
  children: ReactNode;
}

/** Resolves the banner from the host (or id) and provides it to useBanner() and useContent(). */
export function BannerProvider({ host, bannerId, children }: BannerProviderProps) {
  const value = useMemo<BannerContextValue>(() => {
    const byId = bannerId === undefined ? undefined : banners.find((b) => b.id === bannerId);
    const banner = byId ?? bannerForHost(host ?? window.location.hostname);
    return {
      banner,
      logos: logosOf(banner),
    };
  }, [host, bannerId]);
  return <BannerContext.Provider value={value}>{children}</BannerContext.Provider>;
}

/**
 * The current banner. Outside a BannerProvider it resolves from the page's host, so a component
 * rendered alone (a test, the editor preview) still gets a banner instead of crashing.
 */
export function useBanner(): BannerContextValue {
  const value = useContext(BannerContext);
  return useMemo(() => {
    if (value) return value;
    const banner = bannerForHost(typeof window === 'undefined' ? '' : window.location.hostname);
    return {
      banner,
      logos: logosOf(banner),
    };
  }, [value]);
}
