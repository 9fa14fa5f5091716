import { SELECTED_PLAN_STORAGE_KEY, BILLING_PLAN_KEYS, type BillingPlanKey } from '../../contract/payments/paymentConstants';

export interface PlanStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Local storage, or nothing when the browser refuses it (private modes): the choice then lives for this page only. */
export function browserPlanStorage(): PlanStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** PR-PAY-11: the selected plan is kept under its storage key, by plan key. */
export function readSelectedPlanKey(storage: PlanStorage | null): BillingPlanKey | null {
  try {
    const value = storage?.getItem(SELECTED_PLAN_STORAGE_KEY) ?? null;
    return value && (BILLING_PLAN_KEYS as readonly string[]).includes(value) ? (value as BillingPlanKey) : null;
  } catch {
    return null;
  }
}

export function writeSelectedPlanKey(storage: PlanStorage | null, key: BillingPlanKey | null): void {
  try {
    if (key === null) storage?.removeItem(SELECTED_PLAN_STORAGE_KEY);
    else storage?.setItem(SELECTED_PLAN_STORAGE_KEY, key);
  } catch {
    // Storage full or refused: the selection still holds in memory.
  }
}
