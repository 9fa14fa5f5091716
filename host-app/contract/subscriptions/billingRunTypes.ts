// What a run of the billing jobs did: the answers of the TEST billing run and of its command.

/** What one run of the trial-end job did (TEST endpoint and command answer it). */
export interface TrialChargeReport {
  charged: string[];
  declined: string[];
  /** Claimed by another run meanwhile, or cancelled before it could be charged. */
  skipped: string[];
  /** The provider could not be reached: the next run charges them with the same idempotency key. */
  retryLater: string[];
}

/** What one run of the renewal job did, by subscription id. */
export interface RenewalReport {
  /** Charged: the period was extended by the plan's length. */
  renewed: string[];
  /** Declined: the subscription is past due, retried later or, with no retry left, ended when its grace is over. */
  declined: string[];
  /** Claimed by another run meanwhile, or cancelled or renewed before it could be charged. */
  skipped: string[];
  /** The provider could not be reached, or its answer was lost: the next run retries with the same idempotency key. */
  retryLater: string[];
}

/** What one run of the period-end job did: past-due subscriptions whose grace ran out, ended. */
export interface PeriodEndReport {
  ended: string[];
}

/** One run of every billing job as of one instant, each job's own report. */
export interface BillingRunReport {
  asOf: string;
  trialCharges: TrialChargeReport;
  renewals: RenewalReport;
  periodEnds: PeriodEndReport;
  /** Jobs added beside the billing ones (such as reconciliation with the provider), by name. */
  others: Record<string, unknown>;
}
