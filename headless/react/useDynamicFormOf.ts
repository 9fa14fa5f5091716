import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PaymentClient } from '../core/client/createPaymentClient';
import type { DynamicForm, ValidityChangeEvent } from '../core/dynamicForm/createDynamicForm';
import type { DynamicFormState } from '../core/dynamicForm/dynamicFormReducer';
import type { DynamicFormTexts } from '../core/dynamicForm/fieldTexts';
import { visibleFieldViews } from '../core/dynamicForm/fieldViews';
import type { SchemaFetch } from '../core/dynamicForm/resolveSchemaRefs';
import { nextTabIndex } from '../core/dynamicForm/tabNavigation';
import { PaymentClientError } from '../core/errors/PaymentClientError';
import { textDirection } from '../core/i18n/translate';
import { useStoreSelector } from './useStoreSelector';
import type { UseDynamicFormResult, ValueControlProps } from './hookResults';
export type { DynamicSelectProps, DynamicTabListProps, DynamicTabPanelProps, DynamicTabProps, DynamicTextInputProps, UseDynamicFormResult } from './hookResults';

export interface UseDynamicFormOptions {
  /** The method whose `clientConfig.instrumentDataSchema` is rendered, e.g. 'bankAccount'. */
  paymentMethodCode: string;
  /** Merchant texts: catalog keys (`dynamicForm.error.required`) or field keys (`fieldTextKey`). */
  texts?: DynamicFormTexts;
  /** Fetches remote `$ref` schemas; `globalThis.fetch` by default. */
  fetch?: SchemaFetch;
  /** Fires when a blur changes the form's validity. */
  onValidityChange?: (event: ValidityChangeEvent) => void;
  /** A form made elsewhere (the drop-in's, which pays with its data): rendered instead of a new one. */
  form?: DynamicForm;
}

export type DynamicFormClient = Pick<PaymentClient, 'session' | 'locale' | 'log'>;

const selectState = (state: DynamicFormState) => state;

/** Moves focus to an element of the same document or shadow root. */
function focusById(from: HTMLElement, id: string) {
  // Duck-typed: `instanceof Document` fails across realms (frames, test DOMs).
  const root = from.getRootNode() as Partial<Pick<Document, 'getElementById'>>;
  root.getElementById?.(id)?.focus();
}

/**
 * The dynamic form of a payment method that carries a form schema, from a form already made
 * (the drop-in's, or `useDynamicForm`'s): state plus prop getters that components spread.
 * Every rule lives in `headless/core/dynamicForm`.
 */
export function useDynamicFormOf(client: DynamicFormClient, options: UseDynamicFormOptions & { form: DynamicForm }): UseDynamicFormResult {
  const [form] = useState(options.form);
  const state = useStoreSelector(form.store, selectState);
  const baseId = useId();
  const direction = textDirection(form.locale);

  useEffect(() => {
    const loading = new AbortController();
    void form.load(loading.signal);
    return () => loading.abort();
  }, [form]);

  const warnedAboutChange = useRef(false);
  useEffect(() => {
    if (options.paymentMethodCode === form.paymentMethodCode || warnedAboutChange.current) return;
    warnedAboutChange.current = true;
    client.log('WARN', `useDynamicForm: paymentMethodCode changed from '${form.paymentMethodCode}' to '${options.paymentMethodCode}', which is not supported; give the component a new key to render another method's form.`);
  }, [client, form, options.paymentMethodCode]);

  const fields = useMemo(() => visibleFieldViews(state), [state]);

  const fieldId = useCallback(
    (name: string) => {
      const index = state.definition.fields.findIndex((field) => field.name === name);
      if (index < 0) throw new PaymentClientError('INVALID_CONFIGURATION', `useDynamicForm: the form of ${form.paymentMethodCode} has no field '${name}'.`);
      return `${baseId}-${index}`;
    },
    [baseId, form, state.definition],
  );

  return useMemo((): UseDynamicFormResult => {
    const view = (name: string) => fields.find((field) => field.name === name);
    const ids = (name: string) => {
      const id = fieldId(name);
      return { id, label: `${id}-label`, description: `${id}-description`, error: `${id}-error`, panel: `${id}-panel` };
    };
    const tabId = (name: string, index: number) => `${fieldId(name)}-tab-${index}`;

    const valueControl = (name: string): ValueControlProps => {
      const field = view(name);
      const id = ids(name);
      const invalid = Boolean(field?.error);
      const describedBy = [field?.description ? id.description : null, invalid ? id.error : null].filter(Boolean).join(' ');
      return {
        id: id.id,
        name,
        value: field?.value ?? '',
        required: field?.required ?? false,
        placeholder: field?.placeholder,
        'aria-invalid': invalid,
        'aria-describedby': describedBy || undefined,
        ...(invalid ? { 'data-invalid': '' as const } : {}),
        onBlur: () => form.blur(name),
      };
    };

    return {
      state,
      status: state.status,
      fields,
      isValid: state.isValid,
      direction,
      form,
      validate: form.validate,
      getData: form.getData,
      getLabelProps: (name) => ({ id: ids(name).label, htmlFor: view(name)?.kind === 'tabs' ? undefined : ids(name).id }),
      getDescriptionProps: (name) => ({ id: ids(name).description }),
      getErrorProps: (name) => ({ id: ids(name).error, 'aria-live': 'polite' }),
      getFieldProps: (name) => ({ ...valueControl(name), type: 'text', onChange: (event) => form.setValue(name, event.currentTarget.value) }),
      getSelectProps: (name) => {
        const { placeholder: _placeholder, ...props } = valueControl(name);
        return { ...props, onChange: (event) => form.setValue(name, event.currentTarget.value) };
      },
      getTabListProps: (name) => ({ role: 'tablist', 'aria-labelledby': ids(name).label, 'aria-orientation': 'horizontal' }),
      getTabProps: (name, value) => {
        const field = view(name);
        const options = field?.options ?? [];
        const index = options.findIndex((option) => option.value === value);
        const selected = field?.value === value;
        // With no valid selection the first tab takes focus, so the tablist stays reachable.
        const focusable = selected || (index === 0 && !options.some((option) => option.value === field?.value));
        return {
          id: tabId(name, index),
          role: 'tab',
          type: 'button',
          'aria-selected': selected,
          'aria-controls': ids(name).panel,
          tabIndex: focusable ? 0 : -1,
          ...(selected ? { 'data-selected': '' as const } : {}),
          onClick: () => form.setValue(name, value),
          onKeyDown: (event) => {
            const next = nextTabIndex(event.key, index, options.length, direction);
            if (next === null) return;
            event.preventDefault();
            // Selection follows focus: the holder type changes which fields the form asks for.
            form.setValue(name, options[next]!.value);
            focusById(event.currentTarget, tabId(name, next));
          },
          onBlur: (event) => {
            // Moving between tabs stays inside the field; only leaving the tablist is a blur.
            const tablist = event.currentTarget.closest('[role="tablist"]');
            if (tablist && event.relatedTarget instanceof Node && tablist.contains(event.relatedTarget)) return;
            form.blur(name);
          },
        };
      },
      getTabPanelProps: (name) => {
        const field = view(name);
        const index = field ? field.options.findIndex((option) => option.value === field.value) : -1;
        return { id: ids(name).panel, role: 'tabpanel', 'aria-labelledby': index < 0 ? undefined : tabId(name, index) };
      },
    };
  }, [state, fields, direction, form, fieldId]);
}
