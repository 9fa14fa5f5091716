import type { Localized } from './localized';
import type { PaletteName } from './palettes';

/** Live, upcoming and past events, scheduled relative to the time the server starts so that "live" is live. */
export interface SeedEvent {
  id: string;
  channelId: string;
  /** The video a viewer is taken to (navigation id). */
  videoId: string;
  title: Localized;
  description: Localized;
  location: Localized;
  category: Localized;
  label: Localized;
  /** Minutes from the seeding time to the start (negative: already started). */
  startsInMinutes: number;
  durationMinutes: number;
  palette: PaletteName;
}

const HOUR = 60;
const DAY = 24 * HOUR;

export const SEED_EVENTS: readonly SeedEvent[] = [
  {
    id: 'league-derby-live',
    channelId: 'sports-arena',
    videoId: 'stadium-pitch-360',
    title: { en: 'League Derby', ar: 'ديربي الدوري' },
    description: { en: 'The city derby, live in 360 from pitch level.', ar: 'ديربي المدينة مباشرة بتقنية 360 من أرض الملعب.' },
    location: { en: 'City Stadium', ar: 'استاد المدينة' },
    category: { en: 'Football', ar: 'كرة القدم' },
    label: { en: 'Live', ar: 'مباشر' },
    startsInMinutes: -30,
    durationMinutes: 12 * HOUR,
    palette: 'stadium',
  },
  {
    id: 'rooftop-concert-live',
    channelId: 'live-music',
    videoId: 'concert-stage-360',
    title: { en: 'Rooftop Concert', ar: 'حفل على السطح' },
    description: { en: 'An evening set under the open sky.', ar: 'أمسية موسيقية تحت السماء المفتوحة.' },
    location: { en: 'Marina Rooftop', ar: 'سطح المارينا' },
    category: { en: 'Concert', ar: 'حفل موسيقي' },
    label: { en: 'Live', ar: 'مباشر' },
    startsInMinutes: -10,
    durationMinutes: 12 * HOUR,
    palette: 'neon',
  },
  {
    id: 'cup-semi-final',
    channelId: 'sports-arena',
    videoId: 'match-highlights',
    title: { en: 'Cup Semi-Final', ar: 'نصف نهائي الكأس' },
    description: { en: 'Both semi-finals with 360 cameras behind each goal.', ar: 'مباراتا نصف النهائي بكاميرات 360 خلف كل مرمى.' },
    location: { en: 'National Stadium', ar: 'الاستاد الوطني' },
    category: { en: 'Football', ar: 'كرة القدم' },
    label: { en: 'Tomorrow', ar: 'غدًا' },
    startsInMinutes: DAY,
    durationMinutes: 2 * HOUR,
    palette: 'stadium',
  },
  {
    id: 'desert-rally',
    channelId: 'explore-360',
    videoId: 'desert-dunes-360',
    title: { en: 'Desert Rally Stage', ar: 'مرحلة رالي الصحراء' },
    description: { en: 'Ride along through the dunes.', ar: 'رافق السائقين عبر الكثبان.' },
    location: { en: 'Liwa', ar: 'ليوا' },
    category: { en: 'Motorsport', ar: 'رياضة السيارات' },
    label: { en: 'Premiere', ar: 'العرض الأول' },
    startsInMinutes: 2 * DAY + 3 * HOUR,
    durationMinutes: 3 * HOUR,
    palette: 'sand',
  },
  {
    id: 'reef-live-dive',
    channelId: 'nature-vr',
    videoId: 'coral-reef-360',
    title: { en: 'Live Reef Dive', ar: 'غوص مباشر في الشعاب' },
    description: { en: 'Marine biologists guide a live dive.', ar: 'علماء الأحياء البحرية يرافقون غوصًا مباشرًا.' },
    location: { en: 'Red Sea', ar: 'البحر الأحمر' },
    category: { en: 'Nature', ar: 'الطبيعة' },
    label: { en: 'Coming soon', ar: 'قريبًا' },
    startsInMinutes: 4 * DAY,
    durationMinutes: 90,
    palette: 'ocean',
  },
  {
    id: 'jazz-night',
    channelId: 'live-music',
    videoId: 'acoustic-session',
    title: { en: 'Jazz Night', ar: 'ليلة الجاز' },
    description: { en: 'A late set from the club.', ar: 'أمسية متأخرة من النادي.' },
    location: { en: 'Old Town Club', ar: 'نادي البلدة القديمة' },
    category: { en: 'Concert', ar: 'حفل موسيقي' },
    label: { en: 'Next week', ar: 'الأسبوع المقبل' },
    startsInMinutes: 7 * DAY,
    durationMinutes: 2 * HOUR,
    palette: 'rose',
  },
  // Over already: home's past live row and the events page offer their replays.
  {
    id: 'harbour-regatta',
    channelId: 'explore-360',
    videoId: 'night-skyline-360',
    title: { en: 'Harbour Regatta', ar: 'سباق قوارب الميناء' },
    description: { en: 'The evening regatta, from the committee boat.', ar: 'سباق القوارب المسائي من قارب اللجنة.' },
    location: { en: 'Dubai Harbour', ar: 'ميناء دبي' },
    category: { en: 'Sailing', ar: 'الإبحار' },
    label: { en: 'Replay', ar: 'إعادة' },
    startsInMinutes: -2 * DAY,
    durationMinutes: 3 * HOUR,
    palette: 'ocean',
  },
  {
    id: 'oud-festival-night',
    channelId: 'live-music',
    videoId: 'festival-recap',
    title: { en: 'Oud Festival Night', ar: 'ليلة مهرجان العود' },
    description: { en: 'The closing night of the oud festival.', ar: 'الليلة الختامية لمهرجان العود.' },
    location: { en: 'Cultural Foundation', ar: 'المجمّع الثقافي' },
    category: { en: 'Concert', ar: 'حفل موسيقي' },
    label: { en: 'Replay', ar: 'إعادة' },
    startsInMinutes: -5 * DAY,
    durationMinutes: 2 * HOUR,
    palette: 'rose',
  },
  {
    id: 'padel-open-final',
    channelId: 'sports-arena',
    videoId: 'padel-final',
    title: { en: 'Padel Open Final', ar: 'نهائي بطولة البادل المفتوحة' },
    description: { en: 'The final on the glass court, with a camera at the net.', ar: 'النهائي على الملعب الزجاجي، مع كاميرا عند الشبكة.' },
    location: { en: 'Padel Club', ar: 'نادي البادل' },
    category: { en: 'Padel', ar: 'البادل' },
    label: { en: 'This week', ar: 'هذا الأسبوع' },
    startsInMinutes: 4 * DAY,
    durationMinutes: 2 * HOUR,
    palette: 'ocean',
  },
  {
    id: 'heritage-night',
    channelId: 'heritage-360',
    videoId: 'old-souk-360',
    title: { en: 'Heritage Night', ar: 'ليلة التراث' },
    description: { en: 'Folk music and crafts from the old souk, live and all around you.', ar: 'فنون شعبية وحِرف من السوق القديم، بثًا مباشرًا ومن حولك.' },
    location: { en: 'Old Souk', ar: 'السوق القديم' },
    category: { en: 'Culture', ar: 'الثقافة' },
    label: { en: 'Next week', ar: 'الأسبوع القادم' },
    startsInMinutes: 8 * DAY,
    durationMinutes: 3 * HOUR,
    palette: 'sand',
  },
];
