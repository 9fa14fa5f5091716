import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInteractions } from '../../../../host-app/client/server/earlyInteractions';

/** A server-rendered page in its root, with no handlers of its own yet, and a form outside it. */
function renderedPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="monthly"><span>Monthly</span></button>
      <button id="loose">Outside any form</button>
      <form><input name="q"><button name="go" value="one">One</button><button name="go" value="two">Two</button></form>
      <a href="#elsewhere" id="link">A link</a>
    </div>
    <form id="outside"></form>`;
  const root = document.getElementById('root')!;
  const form = root.querySelector('form')!;
  return { root, form, second: form.querySelectorAll('button')[1]!, monthly: document.getElementById('monthly')!, loose: document.getElementById('loose')! };
}

const submitted = (form: HTMLFormElement, submitter?: HTMLElement) => {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submitter ?? null });
  form.dispatchEvent(event);
  return event;
};

describe('presses before the page hydrated', () => {
  afterEach(() => vi.useRealTimers());

  it('are kept, a form send stopped, then played again in order through the handlers the page has by then', () => {
    vi.useFakeTimers();
    const { root, form, second, monthly, loose } = renderedPage();
    const release = holdEarlyInteractions(root);
    monthly.querySelector('span')!.click();
    loose.click();
    const early = submitted(form, second);
    document.getElementById('link')!.click();
    expect(early.defaultPrevented).toBe(true);

    // Hydrated: the handlers are attached.
    const heard: string[] = [];
    monthly.addEventListener('click', () => heard.push('monthly'));
    loose.addEventListener('click', () => heard.push('loose'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      heard.push(`sent with ${((event as SubmitEvent).submitter as HTMLButtonElement | null)?.value}`);
    });
    release();
    expect(heard).toEqual([]);
    // One press a task, so each has rendered before the next.
    vi.advanceTimersByTime(0);
    expect(heard).toEqual(['monthly']);
    vi.runAllTimers();
    expect(heard).toEqual(['monthly', 'loose', 'sent with two']);
  });

  it('leave forms outside the page alone, and keep nothing once released', () => {
    vi.useFakeTimers();
    const { root, form, monthly } = renderedPage();
    const release = holdEarlyInteractions(root);
    expect(submitted(document.getElementById('outside') as HTMLFormElement).defaultPrevented).toBe(false);

    release();
    vi.runAllTimers();
    const heard: string[] = [];
    monthly.addEventListener('click', () => heard.push('monthly'));
    monthly.click();
    expect(submitted(form).defaultPrevented).toBe(false);
    vi.runAllTimers();
    expect(heard).toEqual(['monthly']);
  });
});
