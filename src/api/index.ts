/** The public surface of src/api: the provider, the hooks, their types and the error mapping. */
export { ApiProvider, useApiClient, type ApiProviderProps } from './api-provider';
export { createApiClient, type ApiClient, type CallSpec } from './client';
export { cookieNames, cookieNamesFor, headerNames, type CookieNames } from './cookie-names';
export {
  currentEnvironment,
  getEnvironment,
  type Environment,
  type EnvironmentName,
} from './environment';
export {
  catalogueText,
  isApiError,
  isUnknownOutcome,
  messageFor,
  fillMessage,
  type ApiError,
  type ErrorCatalogue,
  type MessageContext,
} from './errors';
export { apiKey, keysOf, type ApiKey } from './keys';
export { CardRetry, useCardRetry, type SavedCard } from './card-retry';
export {
  decideSession,
  type Session,
  type SessionState,
  type TokenClaims,
  type UserInfo,
} from './session';
export type { ApiQuery } from './use-api-query';
export type { GuardedMutation, MutationResult } from './use-guarded-mutation';
export { useSession, fetchUserInfo } from './endpoints/user-info';
export { signOut } from './endpoints/sign-out';
export {
  useSubscription,
  usePersonaSubscription,
  isTrialPlan,
  planKindOf,
  type PlanKind,
  type Subscription,
  type SubscriptionStatus,
} from './endpoints/subscription';
export { useEnrollmentDetails, type EnrollmentDetails } from './endpoints/enrollment-details';
export { usePlans, type Plan } from './endpoints/plans';
export { useCreatePlan, type CreatePlanRequest } from './endpoints/create-plan';
export { usePaymentMethods, type Tender } from './endpoints/payment-methods';
export { useUpdatePayment, type UpdatePaymentRequest } from './endpoints/update-payment';
export { useProfile } from './endpoints/profile';
export type { Profile } from './endpoints/profile-call';
export { useTerms, type Terms } from './endpoints/terms';
export { useReinstate } from './endpoints/reinstate';
export { useCancelReasons, type CancelReason } from './endpoints/cancel-reasons';
export {
  useCancel,
  type CancelRequest,
  type CancelResult,
  type RetentionOffer,
} from './endpoints/cancel';
export { useDiscountPlan, type DiscountPlan } from './endpoints/discount-plan';
export {
  usePartnerOffers,
  validOffers,
  type PartnerOffer,
  type PartnerOfferParams,
} from './endpoints/partner-offers';
export {
  membershipOf,
  membershipFacts,
  membershipToday,
  MEMBERSHIP_FACTS,
  type Membership,
  type MembershipRole,
  type MembershipFactName,
} from './membership';
export { useMembership, type MembershipState } from './use-membership';
export {
  SKELETON_CARD,
  SKELETON_PLANS,
  skeletonMembership,
  skeletonSubscription,
} from './skeleton-plan';
