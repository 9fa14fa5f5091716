import { hasAdConfiguration, type AdConfiguration } from './adConfiguration';

/** Why the site shows no ads (PR-ADS-1). */
export type AdsOffReason = 'vip' | 'exempt' | 'noConfiguration';

export interface AdsViewer {
  /** null while the subscription lookup has not answered. */
  isVIP: boolean | null;
  exemptFlag: boolean;
}

export type AdsPrecheck = { decision: 'wait' } | { decision: 'off'; reason: AdsOffReason } | { decision: 'fetchConfiguration' };

/** Whether to ask for the ad configuration at all: never for VIP or exempt visitors, and not before VIP status is known. */
export function adsPrecheck({ isVIP, exemptFlag }: AdsViewer): AdsPrecheck {
  if (isVIP === true) return { decision: 'off', reason: 'vip' };
  if (exemptFlag) return { decision: 'off', reason: 'exempt' };
  if (isVIP === null) return { decision: 'wait' };
  return { decision: 'fetchConfiguration' };
}

/** With the configuration in hand: ads only when one exists. */
export function adsAfterConfiguration(config: AdConfiguration | null): { decision: 'off'; reason: 'noConfiguration' } | { decision: 'on'; config: AdConfiguration } {
  return hasAdConfiguration(config) ? { decision: 'on', config } : { decision: 'off', reason: 'noConfiguration' };
}
