import type { CreateDynamicForm, DynamicForm, DynamicFormOptionsInput } from '../dynamicForm/createDynamicForm';
import { initialDynamicFormState } from '../dynamicForm/dynamicFormReducer';
import { createStore } from '../store/createStore';
import { mirrorStore } from './mirrorStore';
import { thrownMessage } from '../errors/thrownMessage';

/**
 * A form option's dynamic form, its code loaded (`load`) when the form first loads its schema:
 * few sessions offer a form method. Until then the form is loading and takes no input; the
 * loaded form's state is mirrored into this one's store, which the drop-in and its view read.
 */
export function deferredForm(input: DynamicFormOptionsInput, load: () => Promise<CreateDynamicForm>): DynamicForm {
  const store = createStore(initialDynamicFormState);
  let real: DynamicForm | undefined;
  let loading: Promise<DynamicForm> | undefined;

  const realForm = () =>
    (loading ??= load().then((createDynamicForm) => {
      const created = createDynamicForm(input);
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
          input.logger?.error(thrownMessage(error));
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
