import type { DynamicForm, DynamicFormOptionsInput } from '../../../headless/core/dynamicForm/createDynamicForm';
import { initialDynamicFormState } from '../../../headless/core/dynamicForm/dynamicFormReducer';
import { createStore } from '../../../headless/core/store/createStore';
import type { FormsExtension } from '../formsExtension';
import { loadExtension } from '../loadExtension';
import { mirrorStore } from './mirrorStore';

export type { DynamicForm, DynamicFormOptionsInput };

/*
 * Stands in for headless/core/dynamicForm/createDynamicForm.ts in the script-tag bundle (the build
 * swaps it in): few sessions offer a form method, so the form's code loads beside the bundle when
 * the form first loads its schema. Until then the form is loading and takes no input; the real
 * form's state is mirrored into this one's store, which the drop-in and its view read.
 */
export function createDynamicForm(input: DynamicFormOptionsInput): DynamicForm {
  const store = createStore(initialDynamicFormState);
  let real: DynamicForm | undefined;
  let loading: Promise<DynamicForm> | undefined;

  const realForm = () =>
    (loading ??= loadExtension<FormsExtension>('forms', __EXTENSION_INTEGRITY__.forms).then((forms) => {
      const created = forms.createDynamicForm(input);
      real = created;
      mirrorStore(store, created.store);
      return created;
    }));

  return {
    paymentMethodCode: input.paymentMethodCode,
    locale: input.locale ?? 'en',
    store,
    load: (signal) =>
      realForm().then(
        (form) => form.load(signal),
        (error: unknown) => {
          // Like a schema that cannot be read: the option shows no form and cannot pay.
          input.logger?.error(error instanceof Error ? error.message : String(error));
          store.setState((state) => (state.status === 'loading' ? { ...initialDynamicFormState, status: 'unavailable' } : state));
          return store.getState().status;
        },
      ),
    dispatch: (action) => real?.dispatch(action),
    setValue: (name, value) => real?.setValue(name, value),
    blur: (name) => real?.blur(name),
    validate: () => real?.validate() ?? false,
    getData: () => real?.getData() ?? {},
  };
}
