/**
 * Reads `storeId` from the route (`…/:storeId`) or the query (`?storeId=`), route first. Store ids
 * are digits; anything else counts as absent so a typo never reaches a call.
 */
export function readStoreId(
  routeParam: string | undefined,
  search: URLSearchParams,
): string | undefined {
  for (const candidate of [routeParam, search.get('storeId') ?? undefined]) {
    const value = candidate?.trim();
    if (value && /^\d{1,10}$/.test(value)) return value;
  }
  return undefined;
}

/** True when a trailing route segment can be a store id (so `/…/manage/1234` is not a 404). */
export function isStoreIdSegment(segment: string | undefined): boolean {
  return segment === undefined || /^\d{1,10}$/.test(segment);
}

/** The partner discount's query (contract §2): `discountCode` and `segment`, trimmed, absent when empty. */
export function readDiscountParams(search: URLSearchParams): {
  discountCode?: string;
  segment?: string;
} {
  const pick = (name: string) => search.get(name)?.trim() || undefined;
  return { discountCode: pick('discountCode'), segment: pick('segment') };
}

/**
 * The page source a partner-offers call names (contract §7 `pageSource`): the screen's own path
 * segment (`manage`, `discount`…), never the store id a route may end with
 * (`/freshpass/manage/discount/1502` is the `discount` page of store 1502) nor the `.html` suffix.
 */
export function pageSourceOf(pathname: string, routeStoreId?: string): string {
  const segments = pathname
    .replace(/\/+$/, '')
    .replace(/\.html$/, '')
    .split('/')
    .filter(Boolean);
  if (routeStoreId !== undefined && segments.at(-1) === routeStoreId) segments.pop();
  return segments.at(-1) ?? 'manage';
}
