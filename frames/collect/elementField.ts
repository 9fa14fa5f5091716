import type { ElementDefinition } from '../../headless/core/frame/elementDefinition';
import { createCardIcon } from '../card/cardIcon';
import type { FrameText } from './collectFrameTexts';
import { CARD_FIELDS, isCardType } from './elementRules';

export type ElementControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** One element's DOM: its field wrapper, the control typed into or chosen, its error line. */
export interface ElementField {
  readonly field: HTMLElement;
  readonly control: ElementControl;
  readonly error: HTMLElement;
  /** Card number only, when enableCardIcon is on. */
  readonly icon: HTMLImageElement | null;
}

/** Radios of one vault column form one group: checking one unchecks the others. */
export const radioGroupName = (definition: ElementDefinition) => `radio:${definition.table}.${definition.column}`;

function createControl(doc: Document, definition: ElementDefinition, text: FrameText): ElementControl {
  const { type } = definition;
  if (type === 'TEXTAREA') return doc.createElement('textarea');
  if (type === 'DROPDOWN') {
    const select = doc.createElement('select');
    const option = (text: string, value: string) => Object.assign(doc.createElement('option'), { text, value });
    // An empty first choice, so "nothing chosen" exists and `required` can fail.
    select.append(option(definition.placeholder ?? '', ''), ...(definition.options ?? []).map((choice) => option(choice.text, choice.value)));
    return select;
  }
  const input = doc.createElement('input');
  if (type === 'CHECKBOX' || type === 'RADIO') {
    input.type = type === 'CHECKBOX' ? 'checkbox' : 'radio';
    input.value = definition.value ?? '';
    input.name = type === 'RADIO' ? radioGroupName(definition) : definition.name;
    return input;
  }
  input.type = 'text';
  input.spellcheck = false;
  if (isCardType(type)) {
    const spec = CARD_FIELDS[type];
    input.name = spec.name;
    input.autocomplete = spec.autocomplete;
    input.placeholder = definition.placeholder ?? text(`cardForm.placeholder.${spec.textKey}`);
    if (spec.numeric) input.inputMode = 'numeric';
  } else {
    input.name = definition.name;
    if (definition.placeholder !== undefined) input.placeholder = definition.placeholder;
  }
  if (type === 'PIN') {
    input.inputMode = 'numeric';
    input.autocomplete = 'off';
  }
  // Digits read left to right in every locale (card numbers, dates, CVC, PIN).
  if (input.inputMode === 'numeric') input.dir = 'ltr';
  return input;
}

/** The visible label: the merchant's, else the card catalog's for card types, else a choice's value. */
function labelText(definition: ElementDefinition, text: FrameText): string {
  if (definition.label !== undefined) return definition.label;
  if (isCardType(definition.type)) return text(`cardForm.label.${CARD_FIELDS[definition.type].textKey}`);
  return definition.type === 'CHECKBOX' || definition.type === 'RADIO' ? (definition.value ?? '') : '';
}

/** Builds one element's field: a labelled control, `required`, and an error line it is described by. */
export function createElementField(doc: Document, definition: ElementDefinition, id: string, text: FrameText): ElementField {
  const { type } = definition;
  const choice = type === 'CHECKBOX' || type === 'RADIO';
  const field = doc.createElement('div');
  field.className = `pc-Field pc-Field--${type.toLowerCase().replace(/_/g, '-')}`;
  if (type === 'CARD_NUMBER') field.classList.add('pc-Field--cardnumber');

  const control = createControl(doc, definition, text);
  control.id = id;
  control.className = choice ? 'pc-Choice' : 'pc-Input';
  control.required = definition.required;
  control.setAttribute('aria-invalid', 'false');
  control.setAttribute('aria-describedby', `${id}-error`);

  const label = doc.createElement('label');
  label.className = 'pc-Label';
  label.htmlFor = id;
  label.textContent = labelText(definition, text);
  // Without a visible label the placeholder, else the element's name, gives the accessible name.
  if (!label.textContent) control.setAttribute('aria-label', definition.placeholder ?? definition.name);

  const error = doc.createElement('div');
  error.id = `${id}-error`;
  error.className = 'pc-Error';
  error.setAttribute('aria-live', 'polite');

  let icon: HTMLImageElement | null = null;
  const box = doc.createElement('div');
  box.className = choice ? 'pc-ChoiceRow' : 'pc-Control';
  if (choice) {
    box.append(control, label);
    field.append(box, error);
  } else {
    box.append(control);
    if (type === 'CARD_NUMBER' && definition.enableCardIcon) {
      icon = createCardIcon(doc);
      box.append(icon);
    }
    field.append(...(label.textContent ? [label] : []), box, error);
  }
  return { field, control, error, icon };
}
