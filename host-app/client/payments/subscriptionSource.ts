import { CAMPAIGN_ID_PARAM, INFLUENCER_ID_PARAM } from '../../shared/paymentConstants';

export interface SubscriptionSource {
  campaignId?: string;
  influencerId?: string;
}

const SOURCE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Section 3 subscription source identifiers from the page address; malformed ones are left out rather than refused by the API. */
export function subscriptionSource(search: string): SubscriptionSource {
  const params = new URLSearchParams(search);
  const source: SubscriptionSource = {};
  const campaignId = params.get(CAMPAIGN_ID_PARAM);
  const influencerId = params.get(INFLUENCER_ID_PARAM);
  if (campaignId && SOURCE_ID.test(campaignId)) source.campaignId = campaignId;
  if (influencerId && SOURCE_ID.test(influencerId)) source.influencerId = influencerId;
  return source;
}
