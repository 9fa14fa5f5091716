import type { ShopperOutcome } from '../provider/authorizations';
import { cardDisplayName } from '../provider/instruments';
import type { RedirectMethodCode } from '../provider/paymentMethods';
import type { ShopperStepState } from '../provider/shopperSteps';
import type { CompletionData } from './completionScript';
import { escapeHtml, formatAmount } from './html';
import type { PageContent } from './pageDocument';
import type { PageTexts } from './pageTexts';

/** What the shopper is asked to approve: amount, order and, for cards, which card. */
function paymentDetails(texts: PageTexts, state: ShopperStepState): string {
  const { execution, authorization } = state;
  const rows: [string, string][] = [
    [texts.amount, formatAmount(execution.amount, texts.numberLocale)],
    [texts.order, execution.merchantReference],
  ];
  if (authorization.network !== null && authorization.lastFour !== null) rows.push([texts.card, cardDisplayName(authorization.network, authorization.lastFour)]);
  return `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

interface ChoiceButton {
  outcome: ShopperOutcome;
  label: string;
  primary?: boolean;
}

/** One form, one button per outcome: the clicked button's name and value say which. */
function choiceForm(action: string, formToken: string, buttons: readonly ChoiceButton[]): string {
  const rendered = buttons
    .map((button) => `<button type="submit" name="outcome" value="${button.outcome}"${button.primary ? ' class="primary"' : ''}>${escapeHtml(button.label)}</button>`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="token" value="${escapeHtml(formToken)}"><div class="actions">${rendered}</div></form>`;
}

const note = (texts: PageTexts) => `<p class="note">${escapeHtml(texts.sandboxNote)}</p>`;

export function threeDSChallengePage(pageTexts: PageTexts, state: ShopperStepState, action: string, formToken: string): PageContent {
  const texts = pageTexts.threeDS;
  return {
    language: pageTexts.language,
    title: texts.title,
    main: [
      `<h1>${escapeHtml(texts.heading)}</h1>`,
      `<p>${escapeHtml(texts.intro)}</p>`,
      paymentDetails(pageTexts, state),
      choiceForm(action, formToken, [
        { outcome: 'approved', label: texts.approve, primary: true },
        { outcome: 'declined', label: texts.decline },
        { outcome: 'cancelled', label: texts.cancel },
      ]),
      note(pageTexts),
    ].join(''),
  };
}

export function threeDSResultPage(texts: PageTexts, outcome: ShopperOutcome, completion: CompletionData): PageContent {
  const heading = texts.threeDS.results[outcome];
  return {
    language: texts.language,
    title: heading,
    main: `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(texts.closeWindow)}</p>`,
    completion,
  };
}

export function methodPage(pageTexts: PageTexts, code: RedirectMethodCode, state: ShopperStepState, action: string, formToken: string): PageContent {
  const texts = pageTexts.method;
  const name = texts.names[code];
  return {
    language: pageTexts.language,
    title: name,
    main: [
      `<h1>${escapeHtml(name)}</h1>`,
      `<p>${escapeHtml(texts.intro)}</p>`,
      paymentDetails(pageTexts, state),
      choiceForm(action, formToken, [
        { outcome: 'approved', label: texts.approve, primary: true },
        { outcome: 'declined', label: texts.decline },
      ]),
      note(pageTexts),
    ].join(''),
  };
}

/** After the choice: close the popup (pix, modo), or go back to the shop when there is a page to go to. */
export function methodResultPage(texts: PageTexts, outcome: 'approved' | 'declined', returnUrl: string | null): PageContent {
  const heading = texts.method.results[outcome];
  const next = returnUrl === null ? escapeHtml(texts.closeWindow) : `<a href="${escapeHtml(returnUrl)}">${escapeHtml(texts.returnToShop)}</a>`;
  return { language: texts.language, title: heading, main: `<h1>${escapeHtml(heading)}</h1><p>${next}</p>` };
}

/** A page that only says something: a heading and its message. */
function messagePage(texts: PageTexts, { title, message }: { title: string; message: string }): PageContent {
  return { language: texts.language, title, main: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` };
}

/** A provider's return page: what the shopper was sent back with, and where to go next. */
export const returnPage = (texts: PageTexts, kind: keyof PageTexts['returned']): PageContent => messagePage(texts, texts.returned[kind]);

export const errorPage = (texts: PageTexts, kind: keyof PageTexts['errors']): PageContent => messagePage(texts, texts.errors[kind]);
