/**
 * A form sent after the page painted but before it hydrated. The server-rendered form has no
 * handler yet, so the browser would send it by itself: a navigation to the form's address that
 * reloads the page and loses the step (and, for a GET form, puts every named field in the
 * address). From the moment the entry runs, such sends are held; once the page is hydrated, the
 * last one is sent again through the form's own handler, as if the viewer had pressed it then.
 * Returns the release, which main.tsx calls right after hydrating.
 */
export function holdEarlySubmits(root: HTMLElement): () => void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const hold = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    held = { form: event.target, submitter: event.submitter };
  };
  document.addEventListener('submit', hold, true);
  return () => {
    document.removeEventListener('submit', hold, true);
    const last = held;
    if (!last) return;
    // A task later: the typing replayed at hydration has rendered, so the handler reads its values.
    setTimeout(() => {
      if (!last.form.isConnected) return;
      const submitter = last.submitter instanceof HTMLButtonElement && last.submitter.form === last.form ? last.submitter : undefined;
      last.form.requestSubmit(submitter);
    }, 0);
  };
}
