/**
 * What a viewer typed, ticked or chose in a server-rendered form before the page hydrated. Preact
 * leaves such values in the fields when it hydrates, but its handlers were not there to hear them,
 * so the form's state would stay empty and its next render would clear the fields. Each changed
 * field is told again once the handlers are attached (React 19 does the same for its own hydration).
 */
export function replayTypedInput(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if (Array.from(field.options).some((option) => option.selected !== option.defaultSelected)) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field.value !== field.defaultValue) {
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
