/**
 * The three brand variants (PR-SITE-2, PR-PAGE-1); the streaming one is active.
 * Support addresses and accent colours are placeholders the brand teams replace.
 */
export type BrandVariantId = 'general-video' | 'streaming' | 'sports';

export interface BrandVariant {
  id: BrandVariantId;
  /** Subscription landing path (PR-PAGE-1). */
  subscriptionPath: '/vip-plans' | '/premium';
  /** Platform header value of this variant (PR-SITE-2). */
  platform: 'web' | 'streaming' | 'vsports';
  /** Only the general-video variant uses its own default avatar (PR-PAGE-6); null keeps the provided image. */
  defaultAvatar: string | null;
  supportEmail: string;
  premiumAccentColor: string;
}

export const BRAND_VARIANTS: Readonly<Record<BrandVariantId, BrandVariant>> = {
  'general-video': {
    id: 'general-video',
    subscriptionPath: '/vip-plans',
    platform: 'web',
    defaultAvatar: '/images/profile/general-video.svg',
    supportEmail: 'support@video.example',
    premiumAccentColor: '#e0a526',
  },
  streaming: {
    id: 'streaming',
    subscriptionPath: '/premium',
    platform: 'streaming',
    defaultAvatar: null,
    supportEmail: 'support@streaming.example',
    premiumAccentColor: '#7b5cff',
  },
  sports: {
    id: 'sports',
    subscriptionPath: '/premium',
    platform: 'vsports',
    defaultAvatar: null,
    supportEmail: 'support@sports.example',
    premiumAccentColor: '#12b76a',
  },
};

export const ACTIVE_BRAND_VARIANT: BrandVariantId = 'streaming';
