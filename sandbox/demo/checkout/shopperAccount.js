// The shop's own sign-in (a name, no password in this demo): our server keeps who is signed in.
import { note } from './eventLog.js';
import { postJson } from './shopServer.js';

/** Signs in to the shop: our server sets its own HttpOnly cookie. */
async function signIn(shopperName) {
  const response = await postJson('/demo/api/sign-in', { shopperName });
  if (!response.ok) {
    const problem = await response.json().catch(() => null);
    throw new Error(`Sign-in failed (HTTP ${response.status}${problem && problem.message ? `: ${problem.message}` : ''})`);
  }
  return (await response.json()).shopperName;
}

async function signOut() {
  await fetch('/demo/api/sign-out', { method: 'POST' });
}

/**
 * Who is signed in to the shop, or null. `?holder=<name>` is a shortcut for the sign-in form, so
 * a link can open the page as a returning shopper.
 */
export async function resolveShopper(query) {
  if (query.has('holder')) {
    try {
      return await signIn(query.get('holder'));
    } catch (error) {
      note(error instanceof Error ? error.message : 'Sign-in failed');
      return null;
    }
  }
  try {
    const response = await fetch('/demo/api/shopper', { headers: { Accept: 'application/json' } });
    if (response.ok) return (await response.json()).shopperName;
    // A sign-in cookie our server did not sign: drop it and carry on as a guest.
    note(`Sign-in not accepted (HTTP ${response.status}): signed out`);
    await signOut();
  } catch {
    note('Sign-in unavailable: checking out as a guest');
  }
  return null;
}

/** The page again, without the sign-in shortcut, so it shows whoever is signed in now. */
function reloadAsSignedIn() {
  const url = new URL(location.href);
  url.searchParams.delete('holder');
  location.assign(url.href);
}

/** The shop's account box: who is signed in, with a sign-out button, or the sign-in form. */
export function showAccount(shopperName) {
  const signedIn = document.getElementById('signed-in');
  const form = document.getElementById('sign-in-form');
  document.getElementById('account').hidden = false;
  document.getElementById('signed-in-name').textContent = shopperName ?? '';
  signedIn.hidden = shopperName === null;
  form.hidden = shopperName !== null;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      await signIn(new FormData(form).get('shopperName'));
      reloadAsSignedIn();
    } catch (error) {
      note(error instanceof Error ? error.message : 'Sign-in failed');
    }
  });
  document.getElementById('sign-out').addEventListener('click', async () => {
    await signOut();
    reloadAsSignedIn();
  });
}
