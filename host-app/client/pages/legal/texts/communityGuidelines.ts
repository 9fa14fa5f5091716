import type { LegalTexts } from '../legalDocument';

export const communityGuidelines: LegalTexts = {
  en: {
    updated: '2026-12-01',
    summary: '{brand} is a place to watch, follow channels and share the moments you love. These guidelines keep it welcoming for everyone, in every language.',
    sections: [
      {
        heading: 'Respect people',
        paragraphs: ['Disagree with ideas, never attack people. These are not allowed:'],
        points: [
          'hate speech or insults about religion, nationality, ethnicity, gender or disability;',
          'harassment, threats or bullying, including repeated unwanted messages;',
          'sharing someone\'s private information, such as a phone number or address, without their permission;',
          'pretending to be another person, a channel or {brand}.',
        ],
      },
      {
        heading: 'Keep it safe and lawful',
        paragraphs: ['Nothing that is illegal where you are or in the United Arab Emirates, and no content that:'],
        points: [
          'shows or encourages violence, self-harm or dangerous challenges;',
          'is sexual, or puts children at risk in any way;',
          'promotes drugs, weapons, gambling or scams;',
          'offends public morals or the region\'s religious and cultural values.',
        ],
      },
      {
        heading: 'Respect creators\' work',
        paragraphs: [
          'Share only what you have the right to share. Do not re-upload, record or stream channels\' videos and live events, and do not sell access to them.',
        ],
      },
      {
        heading: 'No spam',
        paragraphs: ['No misleading links, repeated posts, fake followers or automated accounts, and no advertising outside the ad places {brand} provides.'],
      },
      {
        heading: 'Reporting and what we do',
        paragraphs: [
          'If you see something that breaks these guidelines, write to {email} with the page address and what is wrong. We review every report. Depending on how serious it is, we may remove content, warn the account, limit it or close it, and we report illegal content to the authorities.',
        ],
      },
    ],
  },
  ar: {
    updated: '2026-12-01',
    summary: '{brand} مكان للمشاهدة ومتابعة القنوات ومشاركة اللحظات التي تحبها. تحافظ هذه الإرشادات على مساحة مريحة للجميع، بكل اللغات.',
    sections: [
      {
        heading: 'احترم الآخرين',
        paragraphs: ['اختلف مع الأفكار، لكن لا تهاجم الأشخاص. غير مسموح بما يلي:'],
        points: [
          'خطاب الكراهية أو الإساءة بسبب الدين أو الجنسية أو العرق أو الجنس أو الإعاقة؛',
          'المضايقة أو التهديد أو التنمّر، ومنها الرسائل المتكررة غير المرغوب فيها؛',
          'نشر معلومات شخص الخاصة، مثل رقم هاتفه أو عنوانه، من دون إذنه؛',
          'انتحال شخصية شخص آخر أو قناة أو {brand}.',
        ],
      },
      {
        heading: 'حافظ على الأمان واحترم القانون',
        paragraphs: ['لا شيء مخالف للقانون في بلدك أو في دولة الإمارات العربية المتحدة، ولا أي محتوى:'],
        points: [
          'يعرض العنف أو إيذاء النفس أو التحديات الخطرة أو يشجع عليها؛',
          'ذا طابع جنسي، أو يعرّض الأطفال لأي خطر؛',
          'يروّج للمخدرات أو الأسلحة أو القمار أو الاحتيال؛',
          'يخدش الآداب العامة أو يسيء إلى القيم الدينية والثقافية في المنطقة.',
        ],
      },
      {
        heading: 'احترم أعمال صنّاع المحتوى',
        paragraphs: ['شارك فقط ما يحق لك مشاركته. لا تعِد رفع فيديوهات القنوات وفعالياتها المباشرة أو تسجلها أو تبثها، ولا تبِع الوصول إليها.'],
      },
      {
        heading: 'لا للرسائل المزعجة',
        paragraphs: ['لا روابط مضللة ولا منشورات مكررة ولا متابعين وهميين ولا حسابات آلية، ولا إعلانات خارج أماكن الإعلان التي توفرها {brand}.'],
      },
      {
        heading: 'البلاغات وما نفعله',
        paragraphs: [
          'إذا رأيت شيئًا يخالف هذه الإرشادات، راسلنا على {email} مع عنوان الصفحة ووصف المشكلة. نراجع كل بلاغ، وبحسب خطورة المخالفة قد نحذف المحتوى أو ننبّه صاحب الحساب أو نقيّد الحساب أو نغلقه، ونبلغ الجهات المختصة عن المحتوى المخالف للقانون.',
        ],
      },
    ],
  },
};
