/**
 * Persona fixtures (sandbox/personas/<id>.json): who can sign in and the state each one starts
 * with. Dates are relative ("renews in 20 days") so a persona means the same thing on any day.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Status, Tender } from './types';

/** The subscription a persona starts with, in days relative to the sandbox's today. */
export interface SubscriptionSeed {
  status: Status;
  previousStatus?: Status;
  planCode: string;
  pendingPlanCode?: string;
  startedDaysAgo: number;
  periodStartedDaysAgo: number;
  renewsInDays: number;
  trialEndsInDays?: number;
  cancellationInDays?: number;
  ordersInPeriod: number;
  suspendReason?: 'payment' | 'snap';
  suspendedDaysAgo?: number;
  snapVerifiedDaysAgo?: number;
  snapStartedDaysAgo?: number;
}

/** One persona file. */
export interface Persona {
  id: string;
  label: string;
  /** G guest, R remembered, C signed-in customer. */
  userType: 'G' | 'R' | 'C';
  /** Minutes until the session expires; negative for an already expired session. */
  sessionMinutes: number;
  /** Sets the remembered-sign-in cookie. */
  remembered: boolean;
  account: {
    firstName: string;
    lastName: string;
    aln: string;
    zip: string;
    role: 'primary' | 'secondary';
    hid?: string;
    snapEligible: boolean;
    profile: { addresses?: Array<Record<string, string>>; profileCompletionPercentage: string };
    tenders: Tender[];
  } | null;
  subscription: SubscriptionSeed | null;
}

const personaDir = join(import.meta.dirname, 'personas');

/** Reads every persona fixture once; ordered as listed on the sign-in page. */
export function loadPersonas(dir: string = personaDir): Persona[] {
  const order = [
    'guest',
    'remembered',
    'expired',
    'new-shopper',
    'trial',
    'processing-trial',
    'active-monthly',
    'active-annual',
  ];
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Persona)
    .sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
}
