import type { LegalTexts } from '../legalDocument';

export const whoWeAre: LegalTexts = {
  en: {
    updated: '2026-12-01',
    summary: '{brand} brings 360° and VR video, regular video, live events and channels to viewers across the Gulf and beyond, in English and Arabic.',
    sections: [
      {
        heading: 'What we do',
        paragraphs: [
          'We put you inside the moment: in the stands of a match, on the stage of a concert, on an island you have never visited. Watch in 360° on your phone or headset, or as regular video on any screen, follow the channels you like and join events live.',
        ],
      },
      {
        heading: 'Free, or premium without ads',
        paragraphs: [
          '{brand} is free to watch with ads. Premium removes every ad and opens premium videos and live events. You can pay by card, Apple Pay, Google Pay, your mobile operator or a voucher, and cancel at any time.',
        ],
      },
      {
        heading: 'Made for the region',
        paragraphs: [
          'Every screen works in English and in Arabic, right to left, with prices, operators and content for your country. Our team is based in the United Arab Emirates.',
        ],
      },
      {
        heading: 'Talk to us',
        paragraphs: ['Ideas, questions or press: write to {email}.'],
      },
    ],
  },
  ar: {
    updated: '2026-12-01',
    summary: '{brand} تقدّم فيديوهات 360° والواقع الافتراضي والفيديو العادي والفعاليات المباشرة والقنوات للمشاهدين في الخليج وخارجه، بالعربي والإنجليزي.',
    sections: [
      {
        heading: 'ماذا نقدّم',
        paragraphs: [
          'نضعك في قلب اللحظة: في مدرجات المباراة، وعلى مسرح الحفلة، وفي جزيرة لم تزرها من قبل. شاهد بتقنية 360° على جوالك أو نظارتك، أو كفيديو عادي على أي شاشة، وتابع القنوات التي تحبها واحضر الفعاليات مباشرة.',
        ],
      },
      {
        heading: 'مجانًا، أو بريميوم بدون إعلانات',
        paragraphs: [
          'المشاهدة في {brand} مجانية مع إعلانات. وبريميوم يزيل كل الإعلانات ويفتح لك فيديوهات وفعاليات بريميوم المباشرة. يمكنك الدفع بالبطاقة أو Apple Pay أو Google Pay أو فاتورة الهاتف أو قسيمة، والإلغاء في أي وقت.',
        ],
      },
      {
        heading: 'مصمّمة للمنطقة',
        paragraphs: ['كل شاشة تعمل بالعربي من اليمين إلى اليسار وبالإنجليزي، مع أسعار ومشغّلين ومحتوى يناسب بلدك. فريقنا مقرّه دولة الإمارات العربية المتحدة.'],
      },
      {
        heading: 'تواصل معنا',
        paragraphs: ['للأفكار أو الأسئلة أو الاستفسارات الإعلامية، راسلنا على {email}.'],
      },
    ],
  },
};
