import type { LegalTexts } from '../legalDocument';

export const termsConditions: LegalTexts = {
  en: {
    updated: '2026-12-01',
    summary:
      'These terms apply when you use {brand} and when you subscribe to premium. Please read them before you pay: paying for premium means you accept them.',
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'Give us true details and keep your password to yourself: what happens under your account is your responsibility. One account is for one person. You can close it at any time by writing to {email}.',
        ],
      },
      {
        heading: 'Premium plans',
        paragraphs: [
          'Premium removes ads and opens every premium video and live event. You choose a monthly, quarterly or yearly plan. The premium page shows each plan\'s price, its period and what you will be charged today before you pay.',
        ],
      },
      {
        heading: 'Free trial',
        paragraphs: [
          'Some offers start with a 7-day free trial. A trial is offered once per account. Nothing is charged during the trial; when it ends, the plan\'s price is charged to the payment method you gave, unless you cancel before the trial ends.',
        ],
      },
      {
        heading: 'Automatic renewal',
        paragraphs: [
          'A plan paid by card, Apple Pay, Google Pay or mobile operator renews automatically at the end of each period, for the same period and at the price then shown, charged to the same payment method, until you cancel. If a renewal payment fails, premium ends with the period already paid.',
        ],
      },
      {
        heading: 'Cancelling',
        paragraphs: [
          'You can cancel at any time in Profile settings, under Subscription. Cancelling stops the next renewal: premium stays on until the end of the period you have already paid for, and nothing more is charged. Cancelling during a free trial means you are never charged.',
        ],
      },
      {
        heading: 'Refunds',
        paragraphs: [
          'A period that has started is not refunded, except where the law of your country says otherwise, when you were charged twice, or when premium did not work for a reason on our side. Write to {email} within 14 days of the charge and we will look into it.',
        ],
      },
      {
        heading: 'Mobile-operator billing',
        paragraphs: [
          'If you pay through your mobile operator, the price is added to your phone bill or taken from your prepaid balance, and you confirm the payment with a code sent to your phone. Your operator\'s own terms also apply, and its taxes or fees may be added to the price.',
        ],
      },
      {
        heading: 'Vouchers',
        paragraphs: [
          'A voucher gives premium for the plan and period it was sold for, shown once its code is checked. A code can be redeemed once, cannot be exchanged for cash and does not renew by itself.',
        ],
      },
      {
        heading: 'Using the service',
        paragraphs: [
          'Videos are for your personal, non-commercial viewing. Do not copy, record or share them, get around the access rules, or use the service in a way that harms it or other viewers. Some videos and events are available only in certain countries. What you post must follow our community guidelines.',
        ],
      },
      {
        heading: 'Changes and ending',
        paragraphs: [
          'We may change these terms or a plan\'s price. We tell subscribers before a price change applies to their next renewal, so they can cancel first. We may close an account that breaks these terms.',
        ],
      },
      {
        heading: 'Law and contact',
        paragraphs: ['These terms follow the laws of the United Arab Emirates. Questions: write to {email}.'],
      },
    ],
  },
  ar: {
    updated: '2026-12-01',
    summary: 'تنطبق هذه الشروط عند استخدامك {brand} وعند اشتراكك في بريميوم. اقرأها قبل الدفع، فدفعك لاشتراك بريميوم يعني موافقتك عليها.',
    sections: [
      {
        heading: 'حسابك',
        paragraphs: [
          'أدخل بيانات صحيحة واحتفظ بكلمة المرور لنفسك، فأنت مسؤول عن كل ما يحدث في حسابك. الحساب الواحد لشخص واحد، ويمكنك إغلاقه في أي وقت بمراسلتنا على {email}.',
        ],
      },
      {
        heading: 'باقات بريميوم',
        paragraphs: [
          'بريميوم يزيل الإعلانات ويتيح لك كل فيديوهات وفعاليات بريميوم المباشرة. تختار باقة شهرية أو كل 3 أشهر أو سنوية، وتعرض صفحة بريميوم سعر كل باقة ومدتها والمبلغ الذي سيُخصم اليوم قبل أن تدفع.',
        ],
      },
      {
        heading: 'التجربة المجانية',
        paragraphs: [
          'بعض العروض تبدأ بتجربة مجانية لمدة 7 أيام، وتُمنح التجربة مرة واحدة لكل حساب. لا يُخصم أي مبلغ خلال التجربة، وعند انتهائها يُخصم سعر الباقة من وسيلة الدفع التي أدخلتها ما لم تلغِ قبل نهاية التجربة.',
        ],
      },
      {
        heading: 'التجديد التلقائي',
        paragraphs: [
          'الباقة المدفوعة بالبطاقة أو Apple Pay أو Google Pay أو فاتورة الهاتف تتجدد تلقائيًا في نهاية كل مدة، للمدة نفسها وبالسعر المعروض وقتها، ومن وسيلة الدفع نفسها، حتى تلغي الاشتراك. وإذا فشل دفع التجديد، ينتهي بريميوم مع نهاية المدة المدفوعة.',
        ],
      },
      {
        heading: 'الإلغاء',
        paragraphs: [
          'يمكنك الإلغاء في أي وقت من إعدادات الملف الشخصي، في قسم الاشتراك. الإلغاء يوقف التجديد القادم: يبقى بريميوم مفعّلًا حتى نهاية المدة التي دفعتها، ولا يُخصم أي مبلغ بعدها. وإذا ألغيت خلال التجربة المجانية فلن يُخصم منك شيء.',
        ],
      },
      {
        heading: 'استرداد المبالغ',
        paragraphs: [
          'لا تُسترد قيمة مدة بدأت، إلا إذا نص قانون بلدك على غير ذلك، أو إذا خُصم منك المبلغ مرتين، أو إذا لم يعمل بريميوم لسبب من جهتنا. راسلنا على {email} خلال 14 يومًا من الخصم وسنراجع طلبك.',
        ],
      },
      {
        heading: 'الدفع عبر فاتورة الهاتف',
        paragraphs: [
          'إذا دفعت عن طريق مشغّل الاتصالات، يُضاف السعر إلى فاتورة هاتفك أو يُخصم من رصيدك المدفوع مسبقًا، وتؤكد الدفع برمز يصلك على هاتفك. تنطبق أيضًا شروط المشغّل، وقد تُضاف ضرائبه أو رسومه إلى السعر.',
        ],
      },
      {
        heading: 'القسائم',
        paragraphs: [
          'تمنحك القسيمة بريميوم للباقة والمدة التي بيعت لها، وتظهر لك بعد التحقق من رمزها. يُستخدم الرمز مرة واحدة، ولا يُستبدل نقدًا، ولا يتجدد تلقائيًا.',
        ],
      },
      {
        heading: 'استخدام الخدمة',
        paragraphs: [
          'الفيديوهات لمشاهدتك الشخصية وغير التجارية. لا تنسخها أو تسجلها أو تشاركها، ولا تتحايل على قواعد الوصول، ولا تستخدم الخدمة بطريقة تضرّها أو تضرّ المشاهدين الآخرين. بعض الفيديوهات والفعاليات متاحة في دول معيّنة فقط. وما تنشره يجب أن يلتزم بإرشادات المجتمع.',
        ],
      },
      {
        heading: 'التعديلات وإنهاء الخدمة',
        paragraphs: [
          'قد نعدّل هذه الشروط أو سعر إحدى الباقات، ونبلغ المشتركين قبل أن يسري تغيير السعر على تجديدهم القادم حتى يتمكنوا من الإلغاء قبله. ويحق لنا إغلاق أي حساب يخالف هذه الشروط.',
        ],
      },
      {
        heading: 'القانون والتواصل',
        paragraphs: ['تخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة. لأي استفسار راسلنا على {email}.'],
      },
    ],
  },
};
