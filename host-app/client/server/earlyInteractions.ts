/**
 * What a viewer pressed after the page painted but before it hydrated. The server-rendered page has
 * no handlers yet: a button did nothing, and a form was sent by the browser itself, a navigation
 * to the form's address that reloads the page and loses the step. From the moment the entry runs,
 * such presses are kept (a form's send is stopped); once the page is hydrated they are played
 * again, in order, through the handlers the page has by then, as React does for its own hydration.
 * Links are left alone: they work without script. Returns the release, which main.tsx calls
 * right after hydrating.
 */
type Press = { kind: 'click'; button: HTMLButtonElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

export function holdEarlyInteractions(root: Element): () => void {
  const pressed: Press[] = [];
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    pressed.push({ kind: 'submit', form: event.target, submitter: event.submitter });
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A submit button in a form is pressed through its form's submit event, held above.
    const sendsForm = button?.type === 'submit' && button.form !== null;
    if (button && !sendsForm && button.type !== 'reset' && root.contains(button)) pressed.push({ kind: 'click', button });
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);

  const replay = (press: Press) => {
    if (press.kind === 'click') {
      if (press.button.isConnected && !press.button.disabled) press.button.click();
      return;
    }
    if (!press.form.isConnected) return;
    const submitter = press.submitter instanceof HTMLButtonElement && press.submitter.form === press.form ? press.submitter : undefined;
    press.form.requestSubmit(submitter);
  };
  return () => {
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('click', onClick, true);
    // Each a task after the one before: the typing replayed at hydration, and each press, has
    // rendered before the next handler reads the page's state.
    const next = () => {
      const press = pressed.shift();
      if (!press) return;
      replay(press);
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  };
}
