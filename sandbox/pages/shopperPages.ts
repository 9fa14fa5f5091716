import type { ShopperOutcome } from '../provider/authorizations';
import { cardDisplayName } from '../provider/instruments';
import type { RedirectMethodCode } from '../provider/paymentMethods';
import type { ShopperStepState } from '../provider/shopperSteps';
import type { CompletionData } from './completionScript';
import { escapeHtml, formatAmount } from './html';
import type { PageContent } from './pageDocument';
import { PAGE_TEXTS } from './pageTexts';

/** What the shopper is asked to approve: amount, order and, for cards, which card. */
function paymentDetails(state: ShopperStepState): string {
  const { execution, authorization } = state;
  const rows: [string, string][] = [
    [PAGE_TEXTS.amount, formatAmount(execution.amount)],
    [PAGE_TEXTS.order, execution.merchantReference],
  ];
  if (authorization.network !== null && authorization.lastFour !== null) rows.push([PAGE_TEXTS.card, cardDisplayName(authorization.network, authorization.lastFour)]);
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

const note = () => `<p class="note">${escapeHtml(PAGE_TEXTS.sandboxNote)}</p>`;

export function threeDSChallengePage(state: ShopperStepState, action: string, formToken: string): PageContent {
  const texts = PAGE_TEXTS.threeDS;
  return {
    title: texts.title,
    main: [
      `<h1>${escapeHtml(texts.heading)}</h1>`,
      `<p>${escapeHtml(texts.intro)}</p>`,
      paymentDetails(state),
      choiceForm(action, formToken, [
        { outcome: 'approved', label: texts.approve, primary: true },
        { outcome: 'declined', label: texts.decline },
        { outcome: 'cancelled', label: texts.cancel },
      ]),
      note(),
    ].join(''),
  };
}

export function threeDSResultPage(outcome: ShopperOutcome, completion: CompletionData): PageContent {
  const heading = PAGE_TEXTS.threeDS.results[outcome];
  return {
    title: heading,
    main: `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(PAGE_TEXTS.closeWindow)}</p>`,
    completion,
  };
}

export function methodPage(code: RedirectMethodCode, state: ShopperStepState, action: string, formToken: string): PageContent {
  const texts = PAGE_TEXTS.method;
  const name = texts.names[code];
  return {
    title: name,
    main: [
      `<h1>${escapeHtml(name)}</h1>`,
      `<p>${escapeHtml(texts.intro)}</p>`,
      paymentDetails(state),
      choiceForm(action, formToken, [
        { outcome: 'approved', label: texts.approve, primary: true },
        { outcome: 'declined', label: texts.decline },
      ]),
      note(),
    ].join(''),
  };
}

/** After the choice: close the popup (pix, modo), or go back to the shop when there is a page to go to. */
export function methodResultPage(outcome: 'approved' | 'declined', returnUrl: string | null): PageContent {
  const heading = PAGE_TEXTS.method.results[outcome];
  const next = returnUrl === null ? escapeHtml(PAGE_TEXTS.closeWindow) : `<a href="${escapeHtml(returnUrl)}">${escapeHtml(PAGE_TEXTS.returnToShop)}</a>`;
  return { title: heading, main: `<h1>${escapeHtml(heading)}</h1><p>${next}</p>` };
}

/** A provider's return page: what the shopper was sent back with, and where to go next. */
export function returnPage(text: { title: string; message: string }): PageContent {
  return { title: text.title, main: `<h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.message)}</p>` };
}

export function errorPage(error: { title: string; message: string }): PageContent {
  return { title: error.title, main: `<h1>${escapeHtml(error.title)}</h1><p>${escapeHtml(error.message)}</p>` };
}
