/** The part of the profile answer (`fl=address,factors`) the badges read. */
export interface ProfileFacts {
  addresses?: readonly unknown[] | null;
  profileCompletionPercentage?: string | null;
}

/** What the navigation knows about the profile call: not there yet, failed, or loaded. */
export type ProfileState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; profile: ProfileFacts };

/** Which badge rule a menu item falls under. */
export type BadgeKind = 'addresses' | 'personal-info' | 'none';

/** The minimal menu item shape the badge rules look at. */
export interface BadgeItem {
  id?: string;
  leftNavLink?: string;
}

/**
 * Decides which rule applies to an item. The payload has no badge field, so the item is matched by
 * its id (`addresses`, `personal-info`) or, failing that, by its link (…/addresses…, …/personal-info…).
 */
export function badgeKindOf(item: BadgeItem): BadgeKind {
  const id = (item.id ?? '').toLowerCase();
  const link = (item.leftNavLink ?? '').toLowerCase();
  if (id === 'addresses' || /\/addresses(\.|\/|\?|#|$)/.test(link)) return 'addresses';
  if (id === 'personal-info' || link.includes('personal-info')) return 'personal-info';
  return 'none';
}

function hasAddresses(profile: ProfileFacts): boolean {
  return Array.isArray(profile.addresses) && profile.addresses.length > 0;
}

/**
 * Contract §4, "Left-nav 'Add' badge". Addresses: 'Add' when the profile loaded and has no addresses.
 * Personal info: 'Add' when the profile loaded and completion is not '100'; with addresses present,
 * '100' clears it, '80' keeps the computed value (shown, since it is not '100'), anything else
 * shows it. A failed or pending profile call gives no badge at all.
 */
export function showsAddBadge(kind: BadgeKind, state: ProfileState): boolean {
  if (state.status !== 'loaded' || kind === 'none') return false;
  const { profile } = state;
  if (kind === 'addresses') return !hasAddresses(profile);
  const completion = profile.profileCompletionPercentage ?? undefined;
  const computed = completion !== '100';
  if (!hasAddresses(profile)) return computed;
  if (completion === '100') return false;
  if (completion === '80') return computed;
  return true;
}
