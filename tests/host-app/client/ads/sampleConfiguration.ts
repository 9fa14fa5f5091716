import type { AdConfiguration } from '../../../../host-app/client/ads/adConfiguration';

export const sampleConfiguration = (): AdConfiguration => ({
  units: { mpu: { adUnitId: '/1234/site/mpu' } },
  placements: ['billboard', 'mpu', 'sticky'],
  houseAds: [
    { id: 'premium-billboard', placement: 'billboard', title: 'Go Premium', imageUrl: '/media/files/ads/premium.png', targetUrl: '/premium' },
    { id: 'nature-mpu', placement: 'mpu', title: 'New on Nature VR', imageUrl: '/media/files/ads/nature.png', targetUrl: '/channels/nature-vr' },
    { id: 'partner-mpu', placement: 'mpu', title: 'Partner', imageUrl: '/media/files/ads/partner.png', targetUrl: 'https://partner.example/' },
    { id: 'app-sticky', placement: 'sticky', title: 'Get the app', imageUrl: '/media/files/ads/app.png', targetUrl: '/app' },
  ],
});
