/**
 * The shoppers the preview can show a screen to: the sandbox's sign-in personas
 * (sandbox/personas/*.json, read here as data, so a new persona appears without a code change),
 * each as the audience its blocks' `when` and the layout's groups are evaluated for.
 */
import { planKindOf, type Subscription } from '../../api';
import type { Audience, UserRole } from '../visibility';

/** The part of a persona file the preview reads. */
interface PersonaFile {
  id: string;
  label: string;
  userType: 'G' | 'R' | 'C';
  account: { role: 'primary' | 'secondary' } | null;
  subscription: {
    status: Subscription['status'];
    previousStatus?: Subscription['status'];
    suspendReason?: Subscription['suspendReason'];
    planCode: string;
  } | null;
}

/** Who is looking, without the feature flags (those are the banner's). */
export type Shopper = Omit<Audience, 'flags'>;

/** A persona as the preview offers it. */
export interface PreviewPersona {
  id: string;
  label: string;
  shopper: Shopper;
  /** Whether the persona signs in to an account (a guest's screen has no plan data to ask for). */
  hasAccount: boolean;
}

const files = import.meta.glob<PersonaFile>('/sandbox/personas/*.json', {
  eager: true,
  import: 'default',
});

const PLAN_TYPES = new Set(['annual', 'monthly', 'snap']);

/**
 * What a persona's blocks are shown for: status (NONE without a plan), role, plan type, and the
 * screen facts its subscription gives (the status before this one, why a plan is on hold).
 */
export function shopperOf(persona: PersonaFile): Shopper {
  const role: UserRole =
    persona.userType === 'G' || !persona.account ? 'guest' : persona.account.role;
  const sub = persona.subscription;
  if (!sub) return { status: 'NONE', role };
  const planType = PLAN_TYPES.has(sub.planCode)
    ? planKindOf({
        status: sub.status,
        previousStatus: sub.previousStatus ?? null,
        planType: sub.planCode as Subscription['planType'],
      })
    : undefined;
  const facts = {
    ...(sub.previousStatus ? { previousStatus: sub.previousStatus } : {}),
    ...(sub.suspendReason ? { suspendReason: sub.suspendReason } : {}),
  };
  return {
    status: sub.status,
    role,
    ...(planType ? { planType } : {}),
    ...(Object.keys(facts).length ? { facts } : {}),
  };
}

/** Every persona, in the sandbox's file order by id. */
export const PERSONAS: readonly PreviewPersona[] = Object.values(files)
  .map((file) => ({
    id: file.id,
    label: file.label,
    shopper: shopperOf(file),
    hasAccount: file.account !== null,
  }))
  .sort((a, b) => a.id.localeCompare(b.id));
