import type { DynamicFormState } from './dynamicFormReducer';
import type { FieldKind, FieldOption } from './formDefinition';

/** What a shown field needs to render: no rule left to apply. */
export interface DynamicFieldView {
  name: string;
  kind: FieldKind;
  label: string;
  description: string | undefined;
  placeholder: string | undefined;
  options: readonly FieldOption[];
  value: string;
  required: boolean;
  /** The message to show, once the field was left at least once; null otherwise. */
  error: string | null;
}

/** The shown fields in position order (PC-DYNFORM-3, PC-DYNFORM-4). */
export function visibleFieldViews(state: DynamicFormState): DynamicFieldView[] {
  return state.visible.flatMap((name) => {
    const field = state.definition.fields.find((candidate) => candidate.name === name);
    if (!field) return [];
    const error = state.touched[name] ? (state.errors[name]?.message ?? null) : null;
    const { kind, label, description, placeholder, options } = field;
    return [{ name, kind, label, description, placeholder, options, value: state.values[name] ?? '', required: state.required.includes(name), error }];
  });
}

/** The instrument data to send: shown fields that hold a value, by property name. */
export function dynamicFormData(state: DynamicFormState): Record<string, string> {
  return Object.fromEntries(state.visible.flatMap((name) => (state.values[name] ? [[name, state.values[name]]] : [])));
}
