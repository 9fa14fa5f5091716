import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlySubmits } from '../../../../host-app/client/server/earlySubmits';

/** A server-rendered form in the page's root, with two submit buttons and no handler of its own yet. */
function renderedForm() {
  document.body.innerHTML = '<div id="root"><form><input name="q"><button name="go" value="one">One</button><button name="go" value="two">Two</button></form></div><form id="outside"></form>';
  const root = document.getElementById('root')!;
  const form = root.querySelector('form')!;
  const [, second] = form.querySelectorAll('button');
  return { root, form, second: second! };
}

describe('forms sent before the page hydrated', () => {
  afterEach(() => vi.useRealTimers());

  it('are held, then sent again once, through the handler the page has by then, with the button pressed', () => {
    vi.useFakeTimers();
    const { root, form, second } = renderedForm();
    const release = holdEarlySubmits(root);
    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: second });
    form.dispatchEvent(early);
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: second }));
    expect(early.defaultPrevented).toBe(true);

    const sent: Array<string | null> = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(((event as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? null);
    });
    release();
    expect(sent).toEqual([]);
    vi.runAllTimers();
    expect(sent).toEqual(['two']);
  });

  it('leave forms outside the page alone, and hold nothing once released', () => {
    const { root, form } = renderedForm();
    const release = holdEarlySubmits(root);
    const outside = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    document.getElementById('outside')!.dispatchEvent(outside);
    expect(outside.defaultPrevented).toBe(false);

    release();
    const late = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
  });
});
