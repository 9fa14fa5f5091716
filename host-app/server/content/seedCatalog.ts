import { VideoFormat } from '../../contract/content/contentConstants';
import type { Localized } from './localized';
import type { PaletteName } from './palettes';
import { BACK_CATALOGUE_CHANNELS, BACK_CATALOGUE_VIDEOS } from './seedBackCatalogue';

/*
 * Sample channels, categories and videos. Media file names are relative to the media folder
 * and are produced by the sample-media generator from these same records.
 */

export interface SeedChannel {
  id: string;
  title: Localized;
  palette: PaletteName;
}

export interface SeedCategory {
  id: string;
  title: Localized;
  palette: PaletteName;
}

export interface SeedVideo {
  id: string;
  channelId: string;
  categoryId: string;
  title: Localized;
  description: Localized;
  /** Spherical videos are encoded as equirectangular 2:1 video; all last SAMPLE_VIDEO_PROFILE.seconds. */
  format: typeof VideoFormat.Spherical | typeof VideoFormat.Normal;
  isPremium: boolean;
  featured: boolean;
  /** Days before the seeding time. */
  publishedDaysAgo: number;
  palette: PaletteName;
  /** The encoded sample video whose renditions this one plays; absent when it is encoded itself. */
  streamOf?: string;
}

const SAMPLE_CHANNELS: readonly SeedChannel[] = [
  { id: 'explore-360', title: { en: 'Explore 360', ar: 'استكشف 360' }, palette: 'dusk' },
  { id: 'sports-arena', title: { en: 'Sports Arena', ar: 'ساحة الرياضة' }, palette: 'stadium' },
  { id: 'live-music', title: { en: 'Live Music', ar: 'موسيقى حية' }, palette: 'neon' },
  { id: 'nature-vr', title: { en: 'Nature VR', ar: 'الطبيعة بالواقع الافتراضي' }, palette: 'forest' },
  { id: 'city-tours', title: { en: 'City Tours', ar: 'جولات المدن' }, palette: 'slate' },
];

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  { id: 'travel', title: { en: 'Travel', ar: 'السفر' }, palette: 'sand' },
  { id: 'sports', title: { en: 'Sports', ar: 'الرياضة' }, palette: 'stadium' },
  { id: 'music', title: { en: 'Music', ar: 'الموسيقى' }, palette: 'neon' },
  { id: 'nature', title: { en: 'Nature', ar: 'الطبيعة' }, palette: 'forest' },
  { id: 'culture', title: { en: 'Culture', ar: 'الثقافة' }, palette: 'rose' },
];

const spherical = VideoFormat.Spherical;
const normal = VideoFormat.Normal;

/** The videos encoded with their own renditions. */
const SAMPLE_VIDEOS: readonly SeedVideo[] = [
  {
    id: 'desert-dunes-360',
    channelId: 'explore-360',
    categoryId: 'travel',
    title: { en: 'Desert Dunes at Sunset', ar: 'كثبان الصحراء عند الغروب' },
    description: { en: 'Stand on a dune crest and look all around as the sun goes down.', ar: 'قف على قمة كثيب وانظر حولك بينما تغرب الشمس.' },
    format: spherical,
    isPremium: false,
    featured: true,
    publishedDaysAgo: 2,
    palette: 'sand',
  },
  {
    id: 'coral-reef-360',
    channelId: 'nature-vr',
    categoryId: 'nature',
    title: { en: 'Coral Reef Dive', ar: 'غوص في الشعاب المرجانية' },
    description: { en: 'A full-sphere dive among the reef and its fish.', ar: 'غوص بزاوية كاملة بين الشعاب وأسماكها.' },
    format: spherical,
    isPremium: true,
    featured: true,
    publishedDaysAgo: 5,
    palette: 'ocean',
  },
  {
    id: 'night-skyline-360',
    channelId: 'city-tours',
    categoryId: 'travel',
    title: { en: 'Night Skyline From the Top', ar: 'أفق المدينة ليلًا من القمة' },
    description: { en: 'The city lights in every direction from a rooftop.', ar: 'أضواء المدينة في كل اتجاه من أعلى سطح.' },
    format: spherical,
    isPremium: true,
    featured: false,
    publishedDaysAgo: 9,
    palette: 'neon',
  },
  {
    id: 'forest-trail-360',
    channelId: 'nature-vr',
    categoryId: 'nature',
    title: { en: 'Forest Trail Morning', ar: 'صباح في درب الغابة' },
    description: { en: 'Walk a forest trail with the whole canopy around you.', ar: 'امشِ في درب الغابة والأشجار من حولك.' },
    format: spherical,
    isPremium: false,
    featured: false,
    publishedDaysAgo: 14,
    palette: 'forest',
  },
  {
    id: 'stadium-pitch-360',
    channelId: 'sports-arena',
    categoryId: 'sports',
    title: { en: 'Pitchside 360 Warm-Up', ar: 'الإحماء من جانب الملعب 360' },
    description: { en: 'Watch the warm-up from the touchline, in every direction.', ar: 'شاهد الإحماء من خط التماس في كل اتجاه.' },
    format: spherical,
    isPremium: true,
    featured: true,
    publishedDaysAgo: 1,
    palette: 'stadium',
  },
  {
    id: 'concert-stage-360',
    channelId: 'live-music',
    categoryId: 'music',
    title: { en: 'On Stage With the Band', ar: 'على المسرح مع الفرقة' },
    description: { en: 'The concert from the middle of the stage.', ar: 'الحفل من وسط المسرح.' },
    format: spherical,
    isPremium: false,
    featured: false,
    publishedDaysAgo: 20,
    palette: 'rose',
  },
  {
    id: 'match-highlights',
    channelId: 'sports-arena',
    categoryId: 'sports',
    title: { en: 'Match Highlights', ar: 'أبرز لقطات المباراة' },
    description: { en: 'The goals and saves of the weekend match.', ar: 'أهداف وتصديات مباراة نهاية الأسبوع.' },
    format: normal,
    isPremium: false,
    featured: true,
    publishedDaysAgo: 1,
    palette: 'stadium',
  },
  {
    id: 'coach-interview',
    channelId: 'sports-arena',
    categoryId: 'sports',
    title: { en: 'Coach Interview', ar: 'مقابلة مع المدرب' },
    description: { en: 'The coach on tactics and the season ahead.', ar: 'المدرب يتحدث عن التكتيك والموسم المقبل.' },
    format: normal,
    isPremium: true,
    featured: false,
    publishedDaysAgo: 3,
    palette: 'slate',
  },
  {
    id: 'acoustic-session',
    channelId: 'live-music',
    categoryId: 'music',
    title: { en: 'Acoustic Session', ar: 'جلسة موسيقية هادئة' },
    description: { en: 'Three songs, two guitars, one room.', ar: 'ثلاث أغنيات وغيتاران وغرفة واحدة.' },
    format: normal,
    isPremium: false,
    featured: false,
    publishedDaysAgo: 6,
    palette: 'neon',
  },
  {
    id: 'old-town-walk',
    channelId: 'city-tours',
    categoryId: 'culture',
    title: { en: 'Old Town Walk', ar: 'جولة في البلدة القديمة' },
    description: { en: 'Markets, alleys and courtyards of the old town.', ar: 'أسواق وأزقة وساحات البلدة القديمة.' },
    format: normal,
    isPremium: false,
    featured: true,
    publishedDaysAgo: 8,
    palette: 'sand',
  },
  {
    id: 'mountain-timelapse',
    channelId: 'nature-vr',
    categoryId: 'nature',
    title: { en: 'Mountain Timelapse', ar: 'الجبال بتصوير متسارع' },
    description: { en: 'A day and a night over the peaks in four minutes.', ar: 'يوم وليلة فوق القمم في أربع دقائق.' },
    format: normal,
    isPremium: true,
    featured: false,
    publishedDaysAgo: 11,
    palette: 'dusk',
  },
  {
    id: 'festival-recap',
    channelId: 'live-music',
    categoryId: 'culture',
    title: { en: 'Festival Recap', ar: 'ملخص المهرجان' },
    description: { en: 'The best moments of the summer festival.', ar: 'أجمل لحظات مهرجان الصيف.' },
    format: normal,
    isPremium: false,
    featured: false,
    publishedDaysAgo: 25,
    palette: 'rose',
  },
];

export const SEED_CHANNELS: readonly SeedChannel[] = [...SAMPLE_CHANNELS, ...BACK_CATALOGUE_CHANNELS];

/** Every video: the encoded samples, newest, then the back catalogue that reuses their renditions. */
export const SEED_VIDEOS: readonly SeedVideo[] = [...SAMPLE_VIDEOS, ...BACK_CATALOGUE_VIDEOS];
