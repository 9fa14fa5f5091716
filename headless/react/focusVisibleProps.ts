import type { FocusEvent } from 'react';

const mark = (event: FocusEvent<HTMLElement>) => {
  // Keyboard focus only (the browser's :focus-visible heuristic), so rules can style it like react-aria's attribute.
  if (event.currentTarget.matches(':focus-visible')) event.currentTarget.setAttribute('data-focus-visible', '');
};
const unmark = (event: FocusEvent<HTMLElement>) => event.currentTarget.removeAttribute('data-focus-visible');

/** Spread on a focusable element: it carries `data-focus-visible` while focused from the keyboard. */
export const focusVisibleProps = { onFocus: mark, onBlur: unmark };
