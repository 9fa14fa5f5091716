import { describe, expect, it } from 'vitest';
import { sourceIdFields, sourceIdsFromAddress } from '../../../../host-app/client/payments/subscriptionSource';

describe('subscription source identifiers', () => {
  it('reads campaignId and influencerId, leaving malformed ones empty', () => {
    expect(sourceIdsFromAddress('?campaignId=spring-24&influencerId=lina_h')).toEqual({ campaignId: 'spring-24', influencerId: 'lina_h' });
    expect(sourceIdsFromAddress('?campaignId=%3Cscript%3E')).toEqual({ campaignId: '', influencerId: '' });
    expect(sourceIdsFromAddress('')).toEqual({ campaignId: '', influencerId: '' });
  });

  it('puts only the identifiers that are set into a payment call', () => {
    expect(sourceIdFields({ campaignId: 'spring-24', influencerId: '' })).toEqual({ campaignId: 'spring-24' });
    expect(sourceIdFields({ campaignId: '', influencerId: 'lina_h' })).toEqual({ influencerId: 'lina_h' });
    expect(sourceIdFields({ campaignId: '', influencerId: '' })).toEqual({});
  });
});
