/**
 * SNAP verification (contract §4, §6): a household shows it receives SNAP benefits with its EBT card
 * (first verification) or confirms it again (the yearly re-verification). Only the primary holder
 * may do either; a verification is current for a year and is what lets the household join, or
 * keep, the SNAP plan.
 */
import { SandboxError, refusal } from './errors.ts';
import { requirePrimary, resume } from './rules.ts';
import type { Account, Subscription } from './types';

/** The test EBT card the stand-in SNAP agency has no benefits for; any other 16–19 digits verify. */
export const ebtCardNotFound = '5077000000000002';

/** Digits of an EBT card number as typed (spaces and dashes allowed); undefined if not 16–19 digits. */
export function ebtDigits(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{16,19}$/.test(digits) ? digits : undefined;
}

/**
 * First verification with an EBT card: the household becomes SNAP eligible from today, and a
 * SNAP plan it already has counts as re-verified.
 */
export function verifySnap(
  sub: Subscription | undefined,
  account: Account,
  ebtCardNumber: string,
  today: string,
): void {
  requirePrimary(account);
  const digits = ebtDigits(ebtCardNumber);
  if (!digits) {
    throw new SandboxError(400, refusal.invalidRequest, 'An EBT card number has 16 to 19 digits');
  }
  if (digits === ebtCardNotFound) {
    throw new SandboxError(403, refusal.snapNotVerified, 'No SNAP benefits for this EBT card');
  }
  account.snapEligible = true;
  reverifySnap(sub, account, today);
}

/** Records a yearly SNAP re-verification; a SNAP-suspended plan becomes active again. */
export function reverifySnap(sub: Subscription | undefined, account: Account, today: string): void {
  requirePrimary(account);
  if (!account.snapEligible) {
    throw new SandboxError(403, refusal.notAllowed, 'This household is not SNAP eligible');
  }
  account.snapVerifiedOn = today;
  if (!sub || sub.planType !== 'snap') return;
  sub.snapVerifiedOn = today;
  if (sub.status === 'SUSPENDED' && sub.suspendReason === 'snap') resume(sub, today);
}
