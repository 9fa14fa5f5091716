import { CAMPAIGN_ID_PARAM, INFLUENCER_ID_PARAM } from '../../contract/payments/paymentConstants';

/** Subscription source identifiers (PR-PAY-6); both empty when the address names none. */
export interface SubscriptionSourceIds {
  campaignId: string;
  influencerId: string;
}

const SOURCE_ID = /^[A-Za-z0-9_-]{0,64}$/;

/** The identifiers from the page address; a malformed one is left empty rather than refused by the API. */
export function sourceIdsFromAddress(search: string): SubscriptionSourceIds {
  const params = new URLSearchParams(search);
  const read = (name: string) => {
    const value = params.get(name) ?? '';
    return SOURCE_ID.test(value) ? value : '';
  };
  return { campaignId: read(CAMPAIGN_ID_PARAM), influencerId: read(INFLUENCER_ID_PARAM) };
}

/** The identifiers a payment call carries: only those that are set. */
export function sourceIdFields(ids: SubscriptionSourceIds): Partial<SubscriptionSourceIds> {
  return { ...(ids.campaignId ? { campaignId: ids.campaignId } : {}), ...(ids.influencerId ? { influencerId: ids.influencerId } : {}) };
}
