import type { LegalTexts } from '../legalDocument';

export const partners: LegalTexts = {
  en: {
    updated: '2026-12-01',
    summary: '{brand} is made with partners who create, carry and pay for what you watch. Here is who they are and how to join them.',
    sections: [
      {
        heading: 'Channels and creators',
        paragraphs: ['Studios, clubs and creators publish their 360° and regular videos on their own channels, which viewers follow. Creators keep the rights to their work.'],
      },
      {
        heading: 'Event organisers',
        paragraphs: ['Leagues, venues and festival organisers stream their events live and keep the replays available for those who missed them.'],
      },
      {
        heading: 'Mobile operators',
        paragraphs: ['Operators in the Gulf let viewers pay for premium on their phone bill or prepaid balance, confirmed with a code sent to their phone.'],
      },
      {
        heading: 'Payment and technology',
        paragraphs: ['A certified payment provider takes card, Apple Pay and Google Pay payments and keeps cards in its own secure vault. Hosting and video delivery partners bring the stream to your screen.'],
      },
      {
        heading: 'Advertisers',
        paragraphs: ['Brands reach viewers without premium through the ad places of the site; premium viewers see no ads.'],
      },
      {
        heading: 'Become a partner',
        paragraphs: ['Have a channel, an event or an offer for our viewers? Write to {email} and tell us about it.'],
      },
    ],
  },
  ar: {
    updated: '2026-12-01',
    summary: '{brand} تُصنع بالتعاون مع شركاء يصنعون ما تشاهده وينقلونه ويتيحون الدفع له. تعرّف عليهم وعلى طريقة الانضمام إليهم.',
    sections: [
      {
        heading: 'القنوات وصنّاع المحتوى',
        paragraphs: ['تنشر الاستوديوهات والأندية وصنّاع المحتوى فيديوهاتهم بتقنية 360° والفيديو العادي على قنواتهم التي يتابعها المشاهدون، ويحتفظ صنّاع المحتوى بحقوق أعمالهم.'],
      },
      {
        heading: 'منظّمو الفعاليات',
        paragraphs: ['تبث الدوريات والمنشآت ومنظّمو المهرجانات فعالياتهم مباشرة، وتبقى الإعادة متاحة لمن فاتته.'],
      },
      {
        heading: 'مشغّلو الاتصالات',
        paragraphs: ['يتيح مشغّلو الاتصالات في الخليج للمشاهدين دفع اشتراك بريميوم على فاتورة الهاتف أو من الرصيد المدفوع مسبقًا، مع تأكيد برمز يصل إلى الهاتف.'],
      },
      {
        heading: 'الدفع والتقنية',
        paragraphs: ['يستقبل مزوّد دفع معتمد المدفوعات بالبطاقة وApple Pay وGoogle Pay ويحفظ البطاقات في خزنته الآمنة الخاصة. ويوصل شركاء الاستضافة وتوصيل الفيديو البث إلى شاشتك.'],
      },
      {
        heading: 'المعلنون',
        paragraphs: ['تصل العلامات التجارية إلى المشاهدين غير المشتركين في بريميوم عبر أماكن الإعلان في الموقع، أما مشتركو بريميوم فلا يشاهدون أي إعلانات.'],
      },
      {
        heading: 'كن شريكًا',
        paragraphs: ['عندك قناة أو فعالية أو عرض لمشاهدينا؟ راسلنا على {email} وأخبرنا عنه.'],
      },
    ],
  },
};
