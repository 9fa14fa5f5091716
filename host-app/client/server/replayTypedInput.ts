/**
 * What a viewer typed, ticked or chose in a server-rendered form before it hydrated. No handler
 * was there to hear it, so the form's state would stay empty and its next render would clear the
 * fields (hydrating a block that waited, Preact even sets the fields back to the server's values).
 * The fields that differ from the server's markup are read before hydrating and told again, with
 * their values, once the handlers are attached (React 19 does the same for its own hydration).
 */
export type TypedField =
  | { field: HTMLSelectElement; selected: boolean[] }
  | { field: HTMLInputElement; checked: boolean }
  | { field: HTMLInputElement | HTMLTextAreaElement; value: string };

/** The fields under `root` whose value is no longer the one the server rendered. */
export function typedInput(root: Element): TypedField[] {
  const typed: TypedField[] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if (choiceChanged(field)) typed.push({ field, selected: Array.from(field.options, (option) => option.selected) });
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) typed.push({ field, checked: field.checked });
    } else if (field.value !== field.defaultValue) {
      typed.push({ field, value: field.value });
    }
  }
  return typed;
}

/** Whether a select's choice differs from its markup's: a single select without a `selected` option shows its first. */
function choiceChanged(select: HTMLSelectElement): boolean {
  // The markup's choice is its `selected` attributes (what `defaultSelected` reflects).
  const marked = Array.from(select.options, (option) => option.hasAttribute('selected'));
  if (select.multiple) return Array.from(select.options).some((option, index) => option.selected !== marked[index]);
  return select.selectedIndex !== Math.max(marked.lastIndexOf(true), 0);
}

/** Puts each field's value back and tells its handler, as the browser would have on typing. */
export function replayTypedInput(typed: readonly TypedField[]): void {
  for (const entry of typed) {
    if (!entry.field.isConnected) continue;
    if ('selected' in entry) {
      Array.from(entry.field.options).forEach((option, index) => (option.selected = entry.selected[index] ?? false));
      entry.field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if ('checked' in entry) {
      entry.field.checked = entry.checked;
      entry.field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      entry.field.value = entry.value;
      entry.field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
