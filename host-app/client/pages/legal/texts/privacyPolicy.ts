import type { LegalTexts } from '../legalDocument';

export const privacyPolicy: LegalTexts = {
  en: {
    updated: '2026-12-01',
    summary:
      'This notice explains what {brand} collects when you browse, watch, sign in and subscribe, why we collect it, how long we keep it and what you can ask of us.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: ['We collect only what the service needs to work, to bill premium and to get better:'],
        points: [
          'Account data: your full name, email address, password (stored only as a one-way hash), phone number if you sign in with it, country, profile picture, the interests you pick and the channels you follow.',
          'Watch progress: where you stopped in each video, so you can carry on from the same moment on any device.',
          'Analytics events: the pages you open, player events such as play, pause and errors, and the steps of the subscription journey. Each event carries a device id (a random number kept in your browser), a session id, your user id when you are signed in (a guest marker otherwise), your language and your country.',
          'Subscription records: your plan, its status, its renewal and cancellation dates, how you paid (card, wallet, mobile operator or voucher) and, for a card, its network and last four digits.',
          'Support messages: what you write to us, and your name and email when you open the help chat while signed in.',
        ],
      },
      {
        heading: 'Payment data stays with the payment provider',
        paragraphs: [
          'You type your card number and security code into a secure frame served by our payment provider. The card is kept in the provider\'s card vault: the full card number and the security code never reach our servers and we never store them. We receive only a reference to the card, its network, its last four digits and the result of each payment.',
          'Apple Pay and Google Pay pass a one-time token to the payment provider. For mobile-operator billing, your mobile number and the plan are shared with your operator, which bills you and confirms the payment to us.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: ['We use your data to:'],
        points: [
          'run your account, sign you in and keep you signed in;',
          'give you premium, renew it, send receipts and answer billing questions;',
          'let you continue watching where you stopped;',
          'measure which pages and videos work, find errors and make the service faster;',
          'show ads to viewers without premium (premium has no ads);',
          'keep the service safe, for example by limiting repeated sign-in attempts and stopping fraud;',
          'meet our legal, tax and accounting duties.',
        ],
      },
      {
        heading: 'What we never do',
        paragraphs: [
          'We do not sell your personal data. Analytics events never carry a card number, a password, a sign-in token, your email address or your name.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Only with the companies that help us run the service, each under contract and only for that purpose: our payment provider and its card vault, mobile operators for operator billing, our help-chat provider, and the companies that host our servers and deliver video.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [],
        points: [
          'Account data and watch progress: while your account is open, and up to 30 days after you ask us to delete it.',
          'Analytics events: 13 months, then they are deleted.',
          'Subscription and billing records: as long as tax and accounting laws require.',
          'Sign-in codes sent by SMS or email: a few minutes, until they expire.',
        ],
      },
      {
        heading: 'Cookies and browser storage',
        paragraphs: [
          'Your browser keeps your sign-in token (for 8 hours, or until you sign out if you chose to stay signed in), your device id, your analytics session (which ends after 30 minutes without activity) and your chosen plan while you pay. Without them you could not stay signed in or finish paying.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can see and correct your name, email, password, picture and interests in your profile settings, and cancel premium there at any time. You can also ask us for a copy of your data, ask us to delete it, or object to analytics, by writing to {email}. We answer within 30 days. If you are not satisfied with our answer, you may complain to the data protection authority of your country.',
        ],
      },
      {
        heading: 'Children',
        paragraphs: ['{brand} is not meant for children under 13, and we do not knowingly collect their data.'],
      },
      {
        heading: 'Contact',
        paragraphs: ['Questions about this notice or your data: write to {email}. When this notice changes, we update the date above and tell signed-in viewers of important changes.'],
      },
    ],
  },
  ar: {
    updated: '2026-12-01',
    summary:
      'يوضّح هذا الإشعار البيانات التي تجمعها {brand} عند تصفّحك ومشاهدتك وتسجيل دخولك واشتراكك، وسبب جمعها، ومدة الاحتفاظ بها، وما يحق لك طلبه منا.',
    sections: [
      {
        heading: 'البيانات التي نجمعها',
        paragraphs: ['نجمع فقط ما تحتاجه الخدمة لتعمل ولخصم رسوم بريميوم ولتحسين التجربة:'],
        points: [
          'بيانات الحساب: اسمك الكامل وبريدك الإلكتروني وكلمة المرور (نحفظها مشفّرة بطريقة لا يمكن عكسها فقط)، ورقم هاتفك إذا سجّلت الدخول به، وبلدك وصورة ملفك الشخصي والاهتمامات التي تختارها والقنوات التي تتابعها.',
          'تقدّم المشاهدة: النقطة التي توقفت عندها في كل فيديو، حتى تكمل من نفس اللحظة على أي جهاز.',
          'أحداث التحليلات: الصفحات التي تفتحها، وأحداث المشغّل مثل التشغيل والإيقاف المؤقت والأخطاء، وخطوات رحلة الاشتراك. يحمل كل حدث معرّف الجهاز (رقم عشوائي محفوظ في متصفحك) ومعرّف الجلسة ومعرّف حسابك عند تسجيل دخولك (أو علامة تدل على أنك زائر إن لم تسجّل دخولك) ولغتك وبلدك.',
          'سجلات الاشتراك: باقتك وحالتها وتواريخ تجديدها وإلغائها وطريقة الدفع (بطاقة أو محفظة أو مشغّل الهاتف أو قسيمة)، وللبطاقة نوع شبكتها وآخر أربعة أرقام منها فقط.',
          'رسائل الدعم: ما تكتبه لنا، واسمك وبريدك الإلكتروني عند فتح محادثة المساعدة وأنت مسجّل الدخول.',
        ],
      },
      {
        heading: 'بيانات الدفع تبقى لدى مزوّد الدفع',
        paragraphs: [
          'تُدخل رقم بطاقتك ورمز الأمان في إطار آمن يقدّمه مزوّد الدفع لدينا، وتُحفظ البطاقة في خزنة البطاقات لديه. رقم البطاقة الكامل ورمز الأمان لا يصلان إلى خوادمنا أبدًا ولا نحفظهما. نستلم فقط مرجعًا للبطاقة ونوع شبكتها وآخر أربعة أرقام منها ونتيجة كل عملية دفع.',
          'يرسل Apple Pay وGoogle Pay رمزًا يُستخدم مرة واحدة إلى مزوّد الدفع. وفي الدفع عبر فاتورة الهاتف، نشارك رقم هاتفك والباقة مع مشغّل الاتصالات الذي يحصّل المبلغ منك ويؤكد لنا الدفع.',
        ],
      },
      {
        heading: 'لماذا نستخدم بياناتك',
        paragraphs: ['نستخدم بياناتك من أجل:'],
        points: [
          'تشغيل حسابك وتسجيل دخولك وإبقائك مسجّلًا؛',
          'تفعيل بريميوم وتجديده وإرسال الإيصالات والرد على استفسارات الفواتير؛',
          'إتاحة متابعة المشاهدة من حيث توقفت؛',
          'معرفة الصفحات والفيديوهات الأكثر فائدة، واكتشاف الأخطاء وتسريع الخدمة؛',
          'عرض الإعلانات لغير المشتركين في بريميوم (بريميوم بدون إعلانات)؛',
          'حماية الخدمة، مثل الحدّ من محاولات تسجيل الدخول المتكررة ومنع الاحتيال؛',
          'الوفاء بالتزاماتنا القانونية والضريبية والمحاسبية.',
        ],
      },
      {
        heading: 'ما لا نفعله أبدًا',
        paragraphs: ['لا نبيع بياناتك الشخصية. ولا تحمل أحداث التحليلات أبدًا رقم بطاقة أو كلمة مرور أو رمز دخول أو بريدك الإلكتروني أو اسمك.'],
      },
      {
        heading: 'مع من نشارك بياناتك',
        paragraphs: [
          'فقط مع الشركات التي تساعدنا في تشغيل الخدمة، بموجب عقود ولهذا الغرض وحده: مزوّد الدفع وخزنة البطاقات لديه، ومشغّلي الاتصالات للدفع عبر فاتورة الهاتف، ومزوّد محادثة المساعدة، والشركات التي تستضيف خوادمنا وتوصل الفيديو.',
        ],
      },
      {
        heading: 'مدة الاحتفاظ بالبيانات',
        paragraphs: [],
        points: [
          'بيانات الحساب وتقدّم المشاهدة: طوال بقاء حسابك مفتوحًا، وحتى 30 يومًا بعد طلبك حذفه.',
          'أحداث التحليلات: 13 شهرًا، ثم تُحذف.',
          'سجلات الاشتراك والفواتير: طوال المدة التي تفرضها قوانين الضرائب والمحاسبة.',
          'رموز الدخول المرسلة بالرسائل النصية أو البريد: بضع دقائق حتى تنتهي صلاحيتها.',
        ],
      },
      {
        heading: 'ملفات تعريف الارتباط وتخزين المتصفح',
        paragraphs: [
          'يحفظ متصفحك رمز دخولك (لمدة 8 ساعات، أو حتى تسجيل الخروج إذا اخترت البقاء مسجّلًا)، ومعرّف جهازك، وجلسة التحليلات (التي تنتهي بعد 30 دقيقة دون نشاط)، والباقة التي اخترتها أثناء الدفع. من دونها لا يمكنك البقاء مسجّلًا أو إكمال الدفع.',
        ],
      },
      {
        heading: 'حقوقك',
        paragraphs: [
          'يمكنك الاطلاع على اسمك وبريدك الإلكتروني وكلمة المرور وصورتك واهتماماتك وتعديلها من إعدادات الملف الشخصي، وإلغاء بريميوم من هناك في أي وقت. ويمكنك أيضًا أن تطلب نسخة من بياناتك أو حذفها أو الاعتراض على التحليلات بمراسلتنا على {email}، ونرد خلال 30 يومًا. وإذا لم يرضِك ردّنا، يحق لك تقديم شكوى إلى جهة حماية البيانات في بلدك.',
        ],
      },
      {
        heading: 'الأطفال',
        paragraphs: ['{brand} غير موجّهة للأطفال دون 13 سنة، ولا نجمع بياناتهم عن علم.'],
      },
      {
        heading: 'تواصل معنا',
        paragraphs: ['لأي سؤال عن هذا الإشعار أو عن بياناتك، راسلنا على {email}. عند تغيير هذا الإشعار نحدّث التاريخ أعلاه ونبلغ أصحاب الحسابات بالتغييرات المهمة.'],
      },
    ],
  },
};
