/**
 * The subscription, payment and profile calls of contract §7 under `/api`. Each handler parses its
 * input first, then reads and changes state without awaiting, so requests never interleave.
 */
import { Hono } from 'hono';
import { bearer } from '../auth.ts';
import { cancel, type CancelRequest } from '../cancel-rules.ts';
import type { SandboxEnv, SandboxContext, SandboxServices } from '../context';
import { fillPlaceholders } from '../../shared-node/served-content.ts';
import { SandboxError, refusal } from '../errors.ts';
import { readMergedContent } from '../../shared-node/content-files.ts';
import {
  campaignFor,
  cancelReasons,
  limitedTimeOfferFor,
  planOf,
  plans,
  snapDueDate,
} from '../plans.ts';
import {
  presentPlan,
  presentSubscription,
  presentTender,
  subscriptionAnswerOf,
  tenderOfHousehold,
} from '../present.ts';
import {
  changePlan,
  createSubscription,
  paymentUpdated,
  reinstate,
  snapVerified,
} from '../rules.ts';
import { reverifySnap, verifySnap } from '../snap-rules.ts';
import type { Account } from '../types';
import { contentOverride } from './content.ts';
import { tenderFromToken } from './token-service.ts';
import { partnerOfferRoutes } from './partner-offers.ts';
import { readJson } from '../request-guards.ts';

/** Reads a JSON object body; anything else is a 400 (an unparsable body is a server 0007, logged). */
async function body(c: SandboxContext): Promise<Record<string, unknown>> {
  const value: unknown = await readJson(c);
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new SandboxError(400, refusal.invalidRequest, 'The body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The service calls, mounted at `/api`. */
export function serviceRoutes(s: SandboxServices) {
  const api = new Hono<SandboxEnv>();

  /** The signed-in account, which must be the one the path names. */
  const self = (c: SandboxContext, id?: string): Account => {
    const claims = c.get('claims');
    const account = claims ? s.state.accounts.get(claims.gid) : undefined;
    if (!account) throw new SandboxError(401, refusal.unauthorized, 'Unknown account');
    if (id !== undefined && id !== account.gid && id !== account.uuid) {
      throw new SandboxError(403, '0000', 'The path names another customer');
    }
    return account;
  };
  const tenderOf = (account: Account) => tenderOfHousehold(s.state, account);
  const subscriptionOf = (account: Account) => {
    const sub = s.state.subscriptions.get(account.hid);
    if (!sub) throw new SandboxError(404, '00015', 'No subscription');
    return sub;
  };
  const present = (account: Account) =>
    presentSubscription(subscriptionOf(account), account, tenderOf(account), s.state.today());

  api.get('/subscription/anonymous/discountplan', (c) => {
    const code = c.req.query('discountCode') ?? '';
    const campaign = campaignFor(code, c.req.query('segment'));
    if (!campaign) {
      throw new SandboxError(
        404,
        refusal.discountUnavailable,
        'Unknown discount code, or not for this segment',
      );
    }
    if (campaign.expired) throw new SandboxError(410, '00047', 'This offer is no longer available');
    const plan = planOf(campaign.planCode);
    return c.json({ ...campaign, plan: presentPlan(plan), regularFee: plan.fee });
  });

  api.use('/partnerOffers/*', bearer(s.secret, true));
  api.route('/partnerOffers', partnerOfferRoutes());
  api.use('/subscription/plans', bearer(s.secret, true));
  api.get('/subscription/plans', (c) => {
    const v4 = /v4/.test(c.req.header('accept') ?? '');
    const listed = plans.filter((p) => !p.hidden && (v4 || !p.requiresSnap));
    return c.json({ plans: listed.map(presentPlan) });
  });

  api.use('*', bearer(s.secret));

  // A household that never subscribed is the service's default answer (§8 00015), not a failure:
  // 200 with the code, as a lookup that found nothing (docs/decisions.md).
  api.get('/subscription/user/get/:gid', (c) => {
    const account = self(c, c.req.param('gid'));
    return c.json(subscriptionAnswerOf(s.state, account));
  });

  api.get('/subscription/user/getUserEnrollmentDetails/:uuid/:gid', (c) => {
    const account = self(c, c.req.param('gid'));
    if (c.req.param('uuid') !== account.uuid) throw new SandboxError(403, '0000', 'Wrong uuid');
    const sub = s.state.subscriptions.get(account.hid);
    return c.json({
      enrolled: Boolean(sub && sub.status !== 'CANCELLED'),
      role: account.role,
      hid: account.hid,
      snapEligible: account.snapEligible,
      // Whether the household may choose the SNAP plan now (a verification less than a year old).
      snapVerified: snapVerified(account, s.state.today()),
      snapReverifyBy: account.snapVerifiedOn ? snapDueDate(account.snapVerifiedOn) : null,
      everSubscribed: Boolean(sub),
      retentionOfferUsed: sub?.retentionUsed ?? false,
    });
  });

  api.post('/subscription/user/create/:gid', async (c) => {
    const b = await body(c);
    const account = self(c, c.req.param('gid'));
    const plan = planOf(str(b.planCode) ?? '');
    const code = str(b.discountCode);
    const discount = code ? (campaignFor(code, str(b.segment)) ?? null) : null;
    if (code && !discount) {
      throw new SandboxError(404, refusal.discountUnavailable, 'Unknown code, or another segment');
    }
    const offer =
      b.campaignType === 'lto' ? limitedTimeOfferFor(str(b.offerCode) ?? '', plan.planCode) : null;
    const existing = s.state.subscriptions.get(account.hid);
    if (existing && existing.status !== 'CANCELLED') {
      // A joining offer (partner discount or limited-time offer) never changes a live plan.
      changePlan(existing, account, plan, Boolean(discount ?? offer), s.state.today());
      return c.json(present(account));
    }
    const token = str(b.paymentToken);
    const tender = token ? tenderFromToken(s.state, account, token) : tenderOf(account);
    const sub = createSubscription(existing, {
      account,
      plan,
      zip: str(b.zip) ?? account.zip,
      tender,
      discount,
      offer,
      today: s.state.today(),
      id: s.state.nextId('sub'),
    });
    if (tender && token)
      account.tenders = [...account.tenders.map((t) => ({ ...t, isDefault: false })), tender];
    s.state.subscriptions.set(account.hid, sub);
    return c.json(present(account), 201);
  });

  api.get('/subscription/user/cancel/reasons', (c) =>
    c.json({
      reasons: cancelReasons.map(({ reasonCode, reasonText }) => ({ reasonCode, reasonText })),
    }),
  );

  api.post('/subscription/user/cancel/:gid', async (c) => {
    const b = await body(c);
    const req: CancelRequest = {
      reasonCode: str(b.reasonCode) ?? '',
      userComments: str(b.userComments) ?? '',
      retentionEligibilityCheck: b.retentionEligibilityCheck === true,
    };
    const account = self(c, c.req.param('gid'));
    const result = cancel(
      subscriptionOf(account),
      account,
      req,
      tenderOf(account),
      s.state.today(),
    );
    return c.json({ ...result, subscription: present(account) });
  });

  api.post('/subscription/user/reinstate/:customerId', async (c) => {
    const b = await body(c);
    const account = self(c, c.req.param('customerId'));
    if (str(b.gid) !== account.gid || !str(b.createdBy)) {
      throw new SandboxError(400, refusal.invalidRequest, 'Body needs createdBy and the gid');
    }
    reinstate(subscriptionOf(account), account, tenderOf(account), s.state.today());
    return c.json(present(account));
  });

  api.post('/subscription/user/snap/verify/:gid', async (c) => {
    const b = await body(c);
    const account = self(c, c.req.param('gid'));
    const today = s.state.today();
    verifySnap(s.state.subscriptions.get(account.hid), account, str(b.ebtCardNumber) ?? '', today);
    return c.json({ snapVerifiedOn: today, snapReverifyBy: snapDueDate(today) });
  });

  api.post('/subscription/user/snap/reverify/:gid', (c) => {
    const account = self(c, c.req.param('gid'));
    reverifySnap(s.state.subscriptions.get(account.hid), account, s.state.today());
    return c.json({ snapVerifiedOn: s.state.today() });
  });

  api.get('/subscription/user/terms/gid/:customerId', (c) => {
    self(c, c.req.param('customerId'));
    // The terms service answers from the same content as /content/<banner>/terms, so a content
    // override (hostile or malformed terms in tests) reaches this call too.
    const override = contentOverride(s, c.get('banner').id, 'terms');
    if (override !== undefined) {
      c.header('Content-Type', 'application/json; charset=utf-8');
      try {
        return c.json(fillPlaceholders(JSON.parse(override) as unknown, c.get('banner')));
      } catch {
        return c.body(override);
      }
    }
    const terms = readMergedContent(s.root, c.get('banner').id, 'terms');
    return c.json(fillPlaceholders(terms, c.get('banner')));
  });

  api.get('/payments/customers/:uuid/tenders', (c) => {
    const account = self(c, c.req.param('uuid'));
    if (c.req.query('context') !== 'FRESH_PASS') {
      throw new SandboxError(400, refusal.invalidRequest, 'context=FRESH_PASS is required');
    }
    const payer = s.state.primaryOf(account.hid) ?? account;
    return c.json({
      tenders: (account.role === 'primary' ? payer.tenders : []).map(presentTender),
    });
  });

  api.post('/payments/customers/:uuid/tenders', async (c) => {
    const b = await body(c);
    const account = self(c, c.req.param('uuid'));
    if (account.role !== 'primary') {
      throw new SandboxError(
        403,
        refusal.notPrimary,
        'Only the primary account holder may do this',
      );
    }
    const tender = tenderFromToken(s.state, account, str(b.paymentToken) ?? '');
    if (tender.behaviour === 'enrolment-fails') {
      throw new SandboxError(400, '00021', 'The card could not be enrolled');
    }
    paymentUpdated(s.state.subscriptions.get(account.hid), tender, s.state.today());
    account.tenders = [...account.tenders.map((t) => ({ ...t, isDefault: false })), tender];
    return c.json({ tenders: account.tenders.map(presentTender) });
  });

  api.get('/customers/:gid/profile', (c) => {
    const account = self(c, c.req.param('gid'));
    if (c.req.query('uuid') !== account.uuid) throw new SandboxError(403, '0000', 'Wrong uuid');
    const fields = (c.req.query('fl') ?? '').split(',');
    const { addresses, profileCompletionPercentage } = account.profile;
    return c.json({
      gid: account.gid,
      firstName: account.firstName,
      lastName: account.lastName,
      ...(fields.includes('address') && addresses ? { addresses } : {}),
      ...(fields.includes('factors') ? { profileCompletionPercentage } : {}),
    });
  });

  return api;
}
