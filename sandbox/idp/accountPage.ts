import { escapeHtml } from '../pages/html';
import type { PageContent } from '../pages/pageDocument';
import type { AccountPageTexts } from './accountPageTexts';
import type { StandIn } from './standIns';

const field = (label: string, input: string) => `<label>${escapeHtml(label)}${input}</label>`;
const checkbox = (name: string, label: string, checked: boolean) =>
  `<label class="check"><input type="checkbox" name="${name}" value="on"${checked ? ' checked' : ''}>${escapeHtml(label)}</label>`;

/**
 * The stand-in's sign-in page: the tester picks the account by typing it, with what the provider
 * would share. Continue signs in (and consents) in one step; Cancel answers `access_denied`.
 */
export function accountPage(standIn: StandIn, texts: AccountPageTexts, action: string): PageContent {
  const { page } = standIn;
  const words = texts.standIns[standIn.name];
  const emailChoice =
    page.emailField === 'hideEmail'
      ? checkbox('hideEmail', texts.hideEmail, false)
      : field(texts.email, '<input type="email" name="email" autocomplete="off" maxlength="254">');
  return {
    language: texts.language,
    title: words.title,
    main: [
      `<h1>${escapeHtml(words.title)}</h1>`,
      `<p class="note">${escapeHtml(words.note)}</p>`,
      `<form method="post" action="${escapeHtml(action)}">`,
      field(words.loginLabel, `<input type="${page.loginType}" name="login" required maxlength="254" autocomplete="off">`),
      field(words.nameLabel, '<input type="text" name="name" maxlength="120" autocomplete="off">'),
      emailChoice,
      checkbox('emailVerified', texts.emailVerified, true),
      `<div class="actions"><button type="submit" name="action" value="continue" class="primary">${escapeHtml(texts.continue)}</button>`,
      `<button type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(texts.cancel)}</button></div>`,
      '</form>',
    ].join(''),
  };
}

/** What the provider could not go on with (an expired or unknown interaction, no account entered). */
export function interactionErrorPage(standIn: StandIn, texts: AccountPageTexts, message: string): PageContent {
  const { title } = texts.standIns[standIn.name];
  return { language: texts.language, title, main: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` };
}
