import { escapeHtml } from '../pages/html';
import type { PageContent } from '../pages/pageDocument';
import type { StandIn } from './standIns';

const field = (label: string, input: string) => `<label>${escapeHtml(label)}${input}</label>`;
const checkbox = (name: string, label: string, checked: boolean) =>
  `<label class="check"><input type="checkbox" name="${name}" value="on"${checked ? ' checked' : ''}>${escapeHtml(label)}</label>`;

/**
 * The stand-in's sign-in page: the tester picks the account by typing it, with what the provider
 * would share. Continue signs in (and consents) in one step; Cancel answers `access_denied`.
 */
export function accountPage(standIn: StandIn, action: string): PageContent {
  const { page } = standIn;
  const emailChoice =
    page.emailField === 'hideEmail'
      ? checkbox('hideEmail', 'Hide My Email (share a private relay address)', false)
      : field('Email (optional)', '<input type="email" name="email" autocomplete="off" maxlength="254">');
  return {
    title: standIn.title,
    main: [
      `<h1>${escapeHtml(standIn.title)}</h1>`,
      `<p class="note">${escapeHtml(page.note)}</p>`,
      `<form method="post" action="${escapeHtml(action)}">`,
      field(page.loginLabel, `<input type="${page.loginType}" name="login" required maxlength="254" autocomplete="off">`),
      field(page.nameLabel, '<input type="text" name="name" maxlength="120" autocomplete="off">'),
      emailChoice,
      checkbox('emailVerified', 'The provider has verified this email', true),
      '<div class="actions"><button type="submit" name="action" value="continue" class="primary">Continue</button>',
      '<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>',
      '</form>',
    ].join(''),
  };
}

/** What the provider could not go on with (an expired or unknown interaction). */
export function interactionErrorPage(standIn: StandIn, message: string): PageContent {
  return { title: standIn.title, main: `<h1>${escapeHtml(standIn.title)}</h1><p>${escapeHtml(message)}</p>` };
}
