import { API_PATHS } from '../../contract/http/apiPaths';
import type { Interest, InterestsUpdated, Profile, ProfileImage } from '../../contract/account/accountTypes';
import type { PlanChangeQuote, PlanChangeResult, PlanChangeTarget, SubscriptionDetails, CardUpdateResult, CardUpdateSession } from '../../contract/subscriptions/subscriptionTypes';
import { PROFILE_IMAGE_FIELD } from '../../contract/forms/validation';
import type { ProductCaller } from './useProductCaller';

export const updateFullName = (call: ProductCaller, fullName: string) => call<Profile>({ method: 'POST', path: API_PATHS.profile, body: { fullName } });

/** PR-FORM-5: multipart with the image; success gives profile_image. */
export function uploadProfileImage(call: ProductCaller, image: File) {
  const form = new FormData();
  form.append(PROFILE_IMAGE_FIELD, image);
  return call<ProfileImage>({ method: 'POST', path: API_PATHS.profileImageUpload, body: form });
}

export const loadInterests = (call: ProductCaller, signal?: AbortSignal) => call<Interest[]>({ path: API_PATHS.interests, signal });

/** PR-FORM-4: the update counts only when the answer's errorCode is success; anything else is false. */
export async function updateInterests(call: ProductCaller, interests: string[]): Promise<boolean> {
  const result = await call<InterestsUpdated>({ method: 'POST', path: API_PATHS.interestsUpdate, body: { interests } });
  return result.ok;
}

/** PR-API-7: a failed lookup means not subscribed. */
export async function loadSubscriptionDetails(call: ProductCaller, subscriberId: string, signal?: AbortSignal): Promise<SubscriptionDetails | null> {
  const result = await call<SubscriptionDetails>({ method: 'POST', path: API_PATHS.subscriptionDetails, body: { subscriberId }, signal });
  return result.ok ? result.data : null;
}

/** Stops renewal of the subscriber's subscription; the details say what access is left (until the paid period ends). */
export const cancelSubscription = (call: ProductCaller, subscriberId: string) =>
  call<SubscriptionDetails>({ method: 'POST', path: API_PATHS.subscriptionCancel, body: { subscriberId } });

/** Turns renewal back on for a subscription cancelled before its period ended. */
export const resumeSubscription = (call: ProductCaller, subscriberId: string) =>
  call<SubscriptionDetails>({ method: 'POST', path: API_PATHS.subscriptionResume, body: { subscriberId } });

/** What changing to `plan` would charge and when, to show before the viewer confirms. */
export const quotePlanChange = (call: ProductCaller, plan: PlanChangeTarget) =>
  call<PlanChangeQuote>({ path: `${API_PATHS.subscriptionPlanChange}?${new URLSearchParams({ plan })}` });

/** Confirms the change with the amount the viewer was shown; the API refuses it if the amount changed meanwhile. */
export const confirmPlanChange = (call: ProductCaller, plan: PlanChangeTarget, amount: number) =>
  call<PlanChangeResult>({ method: 'POST', path: API_PATHS.subscriptionPlanChange, body: { plan, amount } });

/** Starts a new card for the subscription: the payment client's session of a zero-amount verification. */
export const startCardUpdate = (call: ProductCaller) => call<CardUpdateSession>({ method: 'POST', path: API_PATHS.subscriptionCardUpdate, body: {} });

/** After the kit verified the card: the API makes it the subscription's on the provider's word. */
export const confirmCardUpdate = (call: ProductCaller, executionId: string) =>
  call<CardUpdateResult>({ method: 'POST', path: API_PATHS.subscriptionCardUpdateConfirm, body: { executionId } });
