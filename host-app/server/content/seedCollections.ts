import type { Localized } from './localized';

/**
 * The campaign collections, each a page of its own under /collections/{slug}. `screen` is the
 * name the spec gives the campaign as a screen (PR-ANALYTICS-3), reported as its page view; a
 * campaign's details page names its parent. The hero is a video's generated cover.
 */
export interface SeedCollection {
  slug: string;
  screen: string;
  title: Localized;
  description: Localized;
  heroVideoId: string;
  videoIds: readonly string[];
  parentSlug?: string;
}

export const SEED_COLLECTIONS: readonly SeedCollection[] = [
  {
    slug: 'news',
    screen: 'News',
    title: { en: 'News', ar: 'الأخبار' },
    description: { en: "This week's stories from the pitch, the stage and the streets.", ar: 'قصص هذا الأسبوع من الملعب والمسرح والشوارع.' },
    heroVideoId: 'match-highlights',
    videoIds: ['match-highlights', 'coach-interview', 'festival-recap', 'old-town-walk'],
  },
  {
    slug: 'news-celta-vigo',
    screen: 'News_Celta_Vigo',
    title: { en: 'Celta Vigo: match day', ar: 'سلتا فيغو: يوم المباراة' },
    description: { en: 'Warm-up from the touchline, the goals and what the coach said after.', ar: 'الإحماء من جانب الملعب، والأهداف، وما قاله المدرب بعد المباراة.' },
    heroVideoId: 'stadium-pitch-360',
    videoIds: ['stadium-pitch-360', 'match-highlights', 'coach-interview'],
    parentSlug: 'news',
  },
  {
    slug: 'laliga-news',
    screen: 'Laliga_News',
    title: { en: 'LaLiga news', ar: 'أخبار لاليغا' },
    description: { en: 'Highlights, interviews and 360° views from the Spanish league.', ar: 'أبرز اللقطات والمقابلات ومشاهد 360° من الدوري الإسباني.' },
    heroVideoId: 'coach-interview',
    videoIds: ['match-highlights', 'stadium-pitch-360', 'coach-interview'],
  },
  {
    slug: 'apple-vision-pro',
    screen: 'Apple_Vision_Pro',
    title: { en: 'Apple Vision Pro', ar: 'أبل فيجن برو' },
    description: { en: 'Our 360° videos, made to be watched all around you in a headset.', ar: 'فيديوهات 360° صُنعت لتشاهدها من حولك في نظارة الواقع الافتراضي.' },
    heroVideoId: 'coral-reef-360',
    videoIds: ['coral-reef-360', 'desert-dunes-360', 'night-skyline-360', 'forest-trail-360', 'concert-stage-360'],
  },
  {
    slug: 'apple-vision-pro-details',
    screen: 'Apple_Vision_Pro_Details',
    title: { en: 'Watching on Apple Vision Pro', ar: 'المشاهدة على أبل فيجن برو' },
    description: {
      en: 'Open a 360° video in the headset’s browser, choose VR mode and look around. Start with these.',
      ar: 'افتح فيديو 360° في متصفح النظارة، واختر وضع الواقع الافتراضي، وانظر حولك. ابدأ بهذه.',
    },
    heroVideoId: 'desert-dunes-360',
    videoIds: ['desert-dunes-360', 'stadium-pitch-360'],
    parentSlug: 'apple-vision-pro',
  },
  {
    slug: 'sindalah-island',
    screen: 'Sindalah_Island',
    title: { en: 'Sindalah Island', ar: 'جزيرة سندالة' },
    description: { en: 'The Red Sea island from the reef to the skyline, in 360°.', ar: 'جزيرة البحر الأحمر من الشعاب إلى الأفق، بزاوية 360°.' },
    heroVideoId: 'night-skyline-360',
    videoIds: ['coral-reef-360', 'night-skyline-360', 'desert-dunes-360'],
  },
  {
    slug: 'etisalat-video',
    screen: 'Etisalat_Video',
    title: { en: 'Etisalat video', ar: 'فيديو اتصالات' },
    description: {
      en: 'Picks for Etisalat customers, who can pay for Premium on their phone bill.',
      ar: 'مختارات لعملاء اتصالات، ويمكنك دفع بريميوم من فاتورة هاتفك.',
    },
    heroVideoId: 'concert-stage-360',
    videoIds: ['concert-stage-360', 'acoustic-session', 'festival-recap', 'match-highlights'],
  },
];
