import { VideoFormat } from '../../contract/content/contentConstants';
import type { Localized } from './localized';
import type { PaletteName } from './palettes';
import type { SeedChannel, SeedVideo } from './seedCatalog';

/*
 * The back catalogue: older videos that fill every category and channel, so browsing has depth.
 * Each has its own poster and thumbnail; its stream reuses the renditions of one of the encoded
 * sample videos (`streamOf`), so the catalogue grows without another ffmpeg encode per video. A
 * free video only ever reuses a free one's stream, so no Premium bytes are reachable through it.
 */

export const BACK_CATALOGUE_CHANNELS: readonly SeedChannel[] = [
  { id: 'gulf-football', title: { en: 'Gulf Football', ar: 'كرة القدم الخليجية' }, palette: 'stadium' },
  { id: 'motor-arena', title: { en: 'Motor Arena', ar: 'حلبة المحركات' }, palette: 'slate' },
  { id: 'oud-strings', title: { en: 'Oud & Strings', ar: 'العود والأوتار' }, palette: 'rose' },
  { id: 'wild-arabia', title: { en: 'Wild Arabia', ar: 'البرية العربية' }, palette: 'forest' },
  { id: 'heritage-360', title: { en: 'Heritage 360', ar: 'التراث 360' }, palette: 'sand' },
  { id: 'sea-shore', title: { en: 'Sea & Shore', ar: 'البحر والشاطئ' }, palette: 'ocean' },
  { id: 'food-trails', title: { en: 'Food Trails', ar: 'دروب النكهات' }, palette: 'dusk' },
];

type Category = 'travel' | 'sports' | 'music' | 'nature' | 'culture';
type Format = typeof VideoFormat.Spherical | typeof VideoFormat.Normal;

/** The encoded sample video whose renditions a back-catalogue video plays, by format, access and category. */
const STREAMS: Record<'spherical' | 'normal', Record<'free' | 'premium', Record<Category, string>>> = {
  spherical: {
    free: { travel: 'desert-dunes-360', culture: 'desert-dunes-360', sports: 'desert-dunes-360', nature: 'forest-trail-360', music: 'concert-stage-360' },
    premium: { travel: 'night-skyline-360', culture: 'night-skyline-360', sports: 'stadium-pitch-360', nature: 'coral-reef-360', music: 'concert-stage-360' },
  },
  normal: {
    free: { travel: 'old-town-walk', culture: 'festival-recap', sports: 'match-highlights', nature: 'old-town-walk', music: 'acoustic-session' },
    premium: { travel: 'old-town-walk', culture: 'festival-recap', sports: 'coach-interview', nature: 'mountain-timelapse', music: 'acoustic-session' },
  },
};

/** The back catalogue is older than every encoded sample video: home's newest rows stay theirs. */
const OLDEST_SAMPLE_DAYS = 30;

interface Entry {
  id: string;
  channelId: string;
  categoryId: Category;
  format: Format;
  isPremium: boolean;
  palette: PaletteName;
  title: Localized;
  description: Localized;
}

const S = VideoFormat.Spherical;
const N = VideoFormat.Normal;

function entry(
  id: string,
  channelId: string,
  categoryId: Category,
  format: Format,
  isPremium: boolean,
  palette: PaletteName,
  title: readonly [string, string],
  description: readonly [string, string],
): Entry {
  return { id, channelId, categoryId, format, isPremium, palette, title: { en: title[0], ar: title[1] }, description: { en: description[0], ar: description[1] } };
}

const ENTRIES: readonly Entry[] = [
  entry('derby-day-360', 'gulf-football', 'sports', S, true, 'stadium', ['Derby Day from the Stands', 'يوم الديربي من المدرجات'], ['Sit among the home fans as the derby kicks off.', 'اجلس بين جماهير الفريق المضيف مع انطلاق الديربي.']),
  entry('goalkeeper-drills', 'gulf-football', 'sports', N, false, 'stadium', ['Goalkeeper Drills', 'تدريبات حراسة المرمى'], ['A keeping coach runs the morning session, save after save.', 'يقود مدرب الحراس حصة الصباح، تصديًا تلو الآخر.']),
  entry('youth-cup-final', 'gulf-football', 'sports', N, false, 'stadium', ['Youth Cup Final', 'نهائي كأس الناشئين'], ['The under-17 final, with every goal and the penalty shoot-out.', 'نهائي الناشئين تحت 17 عامًا، بكل أهدافه وركلات الترجيح.']),
  entry('training-ground-360', 'gulf-football', 'sports', S, false, 'forest', ['On the Training Ground', 'في ملعب التدريب'], ['Stand in the middle of a full-squad drill.', 'قف في وسط تمرين يشارك فيه الفريق كاملًا.']),
  entry('classic-goals', 'gulf-football', 'sports', N, true, 'dusk', ['Ten Classic Goals', 'عشرة أهداف لا تُنسى'], ['Ten goals the league still talks about, told by the players who scored them.', 'عشرة أهداف ما زال الدوري يتحدث عنها، يرويها من سجّلوها.']),
  entry('pit-lane-360', 'motor-arena', 'sports', S, true, 'slate', ['Pit Lane at Night', 'ممر الصيانة ليلًا'], ['Watch a four-second tyre change from inside the pit crew.', 'شاهد تبديل الإطارات في أربع ثوانٍ من بين فريق الصيانة.']),
  entry('dune-bashing-360', 'motor-arena', 'sports', S, false, 'sand', ['Dune Bashing', 'التطعيس'], ['Ride along as a four-by-four climbs the tallest dunes.', 'رافق سيارة دفع رباعي وهي تتسلق أعلى الكثبان.']),
  entry('karting-league', 'motor-arena', 'sports', N, false, 'neon', ['Karting League, Round One', 'دوري الكارتينغ: الجولة الأولى'], ['The season opener, from the grid to the chequered flag.', 'افتتاح الموسم، من خط الانطلاق حتى راية النهاية.']),
  entry('drift-show', 'motor-arena', 'sports', N, false, 'slate', ['Drift Show', 'عرض التفحيط'], ['Smoke, sharp angles and the judges’ scores from the drift final.', 'دخان وزوايا حادة وتقييمات الحكام في نهائي التفحيط.']),
  entry('rally-cockpit-360', 'motor-arena', 'sports', S, true, 'sand', ['Rally Cockpit', 'داخل قمرة الرالي'], ['Sit beside the co-driver through a desert special stage.', 'اجلس بجانب الملّاح خلال مرحلة خاصة في الصحراء.']),
  entry('oud-masterclass', 'oud-strings', 'music', N, true, 'rose', ['Oud Masterclass', 'درس متقدم في العود'], ['A master of the oud plays a classic maqam and explains it.', 'عازف عود متمكّن يعزف مقامًا كلاسيكيًا ويشرحه.']),
  entry('qanun-solo', 'oud-strings', 'music', N, false, 'dusk', ['Qanun Solo', 'عزف منفرد على القانون'], ['An evening solo on the qanun, filmed up close.', 'عزف منفرد على القانون في أمسية، مصوَّر عن قرب.']),
  entry('string-quartet-360', 'oud-strings', 'music', S, false, 'rose', ['Inside the String Quartet', 'في قلب الرباعي الوتري'], ['Sit between four players as they rehearse.', 'اجلس بين أربعة عازفين أثناء تمرينهم.']),
  entry('desert-concert-360', 'oud-strings', 'music', S, true, 'neon', ['Concert Under the Stars', 'حفل تحت النجوم'], ['A night concert in the desert, with the stage all around you.', 'حفل ليلي في الصحراء، والمسرح من حولك.']),
  entry('maqam-basics', 'oud-strings', 'music', N, false, 'ocean', ['Maqam Basics', 'أساسيات المقامات'], ['Five short lessons on the scales of Arabic music.', 'خمسة دروس قصيرة عن سلالم الموسيقى العربية.']),
  entry('oryx-herd-360', 'wild-arabia', 'nature', S, true, 'sand', ['Among the Oryx', 'بين قطيع المها'], ['Stand still while an oryx herd grazes around you.', 'قف ساكنًا بينما يرعى قطيع المها من حولك.']),
  entry('falcon-flight', 'wild-arabia', 'nature', N, false, 'dusk', ['Falcon Flight', 'تحليق الصقر'], ['A falconer and his bird, from the glove to the dive.', 'صقّار وطيره، من القفاز حتى الانقضاض.']),
  entry('mangrove-kayak-360', 'wild-arabia', 'nature', S, false, 'forest', ['Mangrove Kayak', 'بالكاياك بين أشجار القرم'], ['Paddle quietly through the mangroves at high tide.', 'جدّف بهدوء بين أشجار القرم وقت المد.']),
  entry('wadi-after-rain', 'wild-arabia', 'nature', N, false, 'forest', ['The Wadi After Rain', 'الوادي بعد المطر'], ['How a dry valley turns green in the week after a storm.', 'كيف يخضرّ وادٍ جاف في الأسبوع الذي يلي العاصفة.']),
  entry('desert-night-sky', 'wild-arabia', 'nature', N, true, 'neon', ['Desert Night Sky', 'سماء الصحراء ليلًا'], ['A night of stars over the Empty Quarter, in time-lapse.', 'ليلة من النجوم فوق الربع الخالي بتصوير متسارع.']),
  entry('old-souk-360', 'heritage-360', 'culture', S, false, 'sand', ['The Old Souk', 'السوق القديم'], ['Walk the lanes of a spice souk as it opens for the day.', 'تجوّل في أزقة سوق التوابل مع بداية يومه.']),
  entry('fort-tour-360', 'heritage-360', 'culture', S, true, 'sand', ['Inside the Fort', 'داخل الحصن'], ['Climb the watchtower of a mud-brick fort.', 'اصعد برج المراقبة في حصن مبني من الطين.']),
  entry('pearl-divers', 'heritage-360', 'culture', N, false, 'ocean', ['The Pearl Divers', 'غواصو اللؤلؤ'], ['Old divers tell what the pearling seasons were like.', 'غواصون قدامى يروون كيف كانت مواسم الغوص على اللؤلؤ.']),
  entry('calligraphy-studio', 'heritage-360', 'culture', N, false, 'slate', ['In the Calligraphy Studio', 'في مرسم الخط'], ['A calligrapher writes one verse in three scripts.', 'خطاط يكتب بيتًا واحدًا بثلاثة خطوط.']),
  entry('dhow-builders', 'heritage-360', 'culture', N, true, 'dusk', ['The Dhow Builders', 'صنّاع المحامل'], ['A dhow takes shape by hand, plank by plank.', 'محمل يأخذ شكله باليد، لوحًا بعد لوح.']),
  entry('turtle-beach-360', 'sea-shore', 'nature', S, false, 'ocean', ['Turtle Beach at Dawn', 'شاطئ السلاحف عند الفجر'], ['Hatchlings race to the sea as the sun comes up.', 'صغار السلاحف تتسابق نحو البحر مع شروق الشمس.']),
  entry('island-hopping', 'sea-shore', 'travel', N, false, 'ocean', ['Island Hopping', 'التنقل بين الجزر'], ['Three islands in one day, by boat.', 'ثلاث جزر في يوم واحد بالقارب.']),
  entry('freediving-360', 'sea-shore', 'nature', S, true, 'ocean', ['Freediving the Blue', 'غوص حر في الأزرق'], ['One breath, thirty metres down, with the sea all around you.', 'نفَس واحد، ثلاثون مترًا في العمق، والبحر من حولك.']),
  entry('fishing-harbour', 'sea-shore', 'culture', N, false, 'slate', ['The Fishing Harbour', 'ميناء الصيد'], ['The morning catch comes in and goes to auction.', 'صيد الصباح يصل ويُعرض في المزاد.']),
  entry('sunset-sail-360', 'sea-shore', 'travel', S, false, 'dusk', ['Sunset Sail', 'إبحار عند الغروب'], ['A sailing boat on calm water as the sun sets.', 'قارب شراعي على مياه هادئة وقت الغروب.']),
  entry('karak-tea-trail', 'food-trails', 'culture', N, false, 'sand', ['The Karak Trail', 'رحلة الكرك'], ['Five tea stops in one city, looking for the best cup of karak.', 'خمس محطات شاي في مدينة واحدة، بحثًا عن أفضل كوب كرك.']),
  entry('bread-ovens-360', 'food-trails', 'culture', S, false, 'dusk', ['Bread Ovens at Dawn', 'أفران الخبز عند الفجر'], ['Stand by the oven as the first breads come out.', 'قف بجوار الفرن مع خروج أول الأرغفة.']),
  entry('date-harvest', 'food-trails', 'culture', N, true, 'sand', ['The Date Harvest', 'موسم جني التمور'], ['From the palm to the market in one harvest day.', 'من النخلة إلى السوق في يوم حصاد واحد.']),
  entry('spice-market-360', 'food-trails', 'culture', S, true, 'rose', ['The Spice Market', 'سوق البهارات'], ['Saffron, cardamom and dried lime, all around you.', 'زعفران وهيل ولومي من حولك في كل اتجاه.']),
  entry('street-food-night', 'food-trails', 'culture', N, false, 'neon', ['Street Food Night', 'ليلة أكل الشارع'], ['A night market, stall by stall.', 'سوق ليلي، كشكًا بعد كشك.']),
  entry('mountain-village-360', 'explore-360', 'travel', S, false, 'forest', ['A Mountain Village', 'قرية في الجبل'], ['Terraced fields and stone houses high in the mountains.', 'مدرجات زراعية وبيوت حجرية في أعالي الجبال.']),
  entry('canyon-rim-360', 'explore-360', 'travel', S, true, 'sand', ['Canyon Rim', 'حافة الأخدود'], ['Look down into the canyon from its highest edge.', 'انظر إلى الأخدود من أعلى حافته.']),
  entry('oasis-walk', 'explore-360', 'travel', N, false, 'forest', ['Oasis Walk', 'نزهة في الواحة'], ['Springs, palms and old channels that still carry water.', 'ينابيع ونخيل وأفلاج قديمة ما زالت تجري بالماء.']),
  entry('padel-final', 'sports-arena', 'sports', N, false, 'ocean', ['Padel Final', 'نهائي البادل'], ['The club final, point by point.', 'نهائي النادي، نقطة بنقطة.']),
  entry('city-marathon-360', 'sports-arena', 'sports', S, false, 'slate', ['City Marathon', 'ماراثون المدينة'], ['Run with the leading pack through the last kilometre.', 'اركض مع مجموعة المتصدرين في الكيلومتر الأخير.']),
  entry('camel-race', 'sports-arena', 'sports', N, true, 'sand', ['Camel Race', 'سباق الهجن'], ['The season’s biggest race, from the start line to the finish.', 'أكبر سباقات الموسم، من خط البداية حتى خط النهاية.']),
  entry('choir-rehearsal', 'live-music', 'music', N, false, 'rose', ['Choir Rehearsal', 'تمرين الجوقة'], ['A youth choir gets ready for its first concert.', 'جوقة من الشباب تستعد لحفلها الأول.']),
  entry('drum-circle-360', 'live-music', 'music', S, false, 'dusk', ['Drum Circle', 'حلقة الطبول'], ['Sit inside a circle of drummers on the beach.', 'اجلس داخل حلقة من قارعي الطبول على الشاطئ.']),
  entry('waterfall-360', 'nature-vr', 'nature', S, false, 'forest', ['Under the Waterfall', 'تحت الشلال'], ['Stand at the foot of a mountain waterfall.', 'قف عند أسفل شلال جبلي.']),
  entry('bird-migration', 'nature-vr', 'nature', N, false, 'ocean', ['Bird Migration', 'هجرة الطيور'], ['Flamingos stop at the lagoon on their way south.', 'طيور الفلامنغو تتوقف في البحيرة في طريقها جنوبًا.']),
  entry('cave-descent-360', 'nature-vr', 'nature', S, true, 'slate', ['Into the Cave', 'إلى أعماق الكهف'], ['Climb down into a limestone cave by headlamp.', 'انزل إلى كهف جيري على ضوء مصباح الرأس.']),
  entry('tower-lift-360', 'city-tours', 'travel', S, false, 'slate', ['Up the Tower', 'صعودًا إلى قمة البرج'], ['Ride the glass lift to the observation deck.', 'اصعد بالمصعد الزجاجي إلى منصة المشاهدة.']),
  entry('museum-night', 'city-tours', 'culture', N, false, 'rose', ['A Night at the Museum', 'ليلة في المتحف'], ['The galleries after closing time, with the curator.', 'قاعات المتحف بعد الإغلاق، برفقة أمين المتحف.']),
];

export const BACK_CATALOGUE_VIDEOS: readonly SeedVideo[] = ENTRIES.map((video, index) => ({
  ...video,
  featured: false,
  // Two days apart, oldest last, all before the encoded samples.
  publishedDaysAgo: OLDEST_SAMPLE_DAYS + 2 * index,
  streamOf: STREAMS[video.format === S ? 'spherical' : 'normal'][video.isPremium ? 'premium' : 'free'][video.categoryId],
}));
