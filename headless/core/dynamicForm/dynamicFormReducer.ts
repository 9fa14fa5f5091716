import { EMPTY_FORM_DEFINITION, type FormDefinition } from './formDefinition';
import { formLayout } from './formLayout';
import { validateFieldValue, type FieldError } from './validateFieldValue';

export type DynamicFormStatus = 'loading' | 'ready' | 'unavailable';

export interface DynamicFormState {
  /** `unavailable`: the method has no usable form schema (the reason is logged). */
  status: DynamicFormStatus;
  definition: FormDefinition;
  values: Readonly<Record<string, string>>;
  /** Fields the shopper has left at least once; their errors are shown. */
  touched: Readonly<Record<string, true>>;
  /** Shown fields, in position order. */
  visible: readonly string[];
  /** Shown fields that must be filled in for the current values. */
  required: readonly string[];
  /** The rule each shown field breaks now, whether or not it is touched. */
  errors: Readonly<Record<string, FieldError>>;
  /** Every shown field passes, right now. */
  isValid: boolean;
  /** The validity last reported to listeners: it follows `isValid` on blur (PC-DYNFORM-5). */
  reportedValidity: boolean;
}

export type DynamicFormAction =
  | { type: 'schemaLoaded'; definition: FormDefinition }
  | { type: 'schemaUnavailable' }
  | { type: 'valueChanged'; name: string; value: string }
  | { type: 'fieldBlurred'; name: string }
  /** Before paying: every shown field counts as touched and validity is reported. */
  | { type: 'validationRequested' };

export const initialDynamicFormState: DynamicFormState = {
  status: 'loading',
  definition: EMPTY_FORM_DEFINITION,
  values: {},
  touched: {},
  visible: [],
  required: [],
  errors: {},
  isValid: false,
  reportedValidity: false,
};

/** Visibility, required flags, errors and validity follow from the definition and the values. */
function withValues(state: DynamicFormState, values: Readonly<Record<string, string>>): DynamicFormState {
  const { visible, required } = formLayout(state.definition, values);
  const errors: Record<string, FieldError> = {};
  for (const field of state.definition.fields) {
    if (!visible.includes(field.name)) continue;
    const error = validateFieldValue(field, values[field.name] ?? '', required.includes(field.name));
    if (error) errors[field.name] = error;
  }
  return { ...state, values, visible, required, errors, isValid: Object.keys(errors).length === 0 };
}

const isField = (state: DynamicFormState, name: string) => state.definition.fields.some((field) => field.name === name);

export function dynamicFormReducer(state: DynamicFormState, action: DynamicFormAction): DynamicFormState {
  switch (action.type) {
    case 'schemaLoaded': {
      if (state.status !== 'loading') return state;
      const values = Object.fromEntries(action.definition.fields.map((field) => [field.name, field.initialValue]));
      const loaded = withValues({ ...state, status: 'ready', definition: action.definition, touched: {} }, values);
      // Nothing was reported yet, so the first validity is the starting point, not a change.
      return { ...loaded, reportedValidity: loaded.isValid };
    }
    case 'schemaUnavailable':
      return state.status === 'loading' ? { ...initialDynamicFormState, status: 'unavailable' } : state;
    case 'valueChanged':
      if (!isField(state, action.name) || state.values[action.name] === action.value) return state;
      return withValues(state, { ...state.values, [action.name]: action.value });
    case 'fieldBlurred': {
      if (!state.visible.includes(action.name)) return state;
      if (state.touched[action.name] && state.reportedValidity === state.isValid) return state;
      return { ...state, touched: { ...state.touched, [action.name]: true }, reportedValidity: state.isValid };
    }
    case 'validationRequested': {
      const touched: Record<string, true> = { ...state.touched };
      for (const name of state.visible) touched[name] = true;
      return { ...state, touched, reportedValidity: state.isValid };
    }
    default: {
      const unknown: never = action;
      throw new Error(`Unknown dynamic form action: ${JSON.stringify(unknown)}`);
    }
  }
}
