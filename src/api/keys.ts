/**
 * SWR keys: `['freshpass', <resource>, …ids]`. Mutations revalidate by resource name, so a key
 * never has to be rebuilt by hand elsewhere.
 */

/** The resources the hooks cache. */
export type Resource =
  | 'userinfo'
  | 'subscription'
  | 'enrollment-details'
  | 'plans'
  | 'payment-methods'
  | 'profile'
  | 'terms'
  | 'cancel-reasons'
  | 'discount-plan'
  | 'partner-offers';

/** An SWR key of a resource. */
export type ApiKey = readonly ['freshpass', Resource, ...Array<string | boolean>];

/** Builds a key. */
export function apiKey(resource: Resource, ...ids: Array<string | boolean>): ApiKey {
  return ['freshpass', resource, ...ids];
}

/** A key filter for `mutate(filter)` matching every key of the given resources. */
export function keysOf(...resources: Resource[]) {
  return (key: unknown): boolean =>
    Array.isArray(key) && key[0] === 'freshpass' && resources.includes(key[1] as Resource);
}
