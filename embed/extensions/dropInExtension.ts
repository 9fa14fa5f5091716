import { createElement } from 'react';
import dropInStyles from '../../components/DropIn/dropIn.css?inline';
import dynamicFormStyles from '../../components/DynamicForm/dynamicForm.css?inline';
import { EmbeddedDropIn, type EmbeddedDropInProps } from '../EmbeddedDropIn';
import { renderInto } from '../renderInto';

/**
 * `payment-client.dropin.js`: the drop-in, its flows and the wallet adapters, loaded when a
 * drop-in mounts. It renders with its own Preact, so it shares no component state with the
 * main bundle, only the modules of ./hostModules.ts.
 */
export const dropInExtension = {
  mountDropIn: (element: HTMLElement, props: EmbeddedDropInProps) => renderInto(element, createElement(EmbeddedDropIn, props), dropInStyles, dynamicFormStyles),
};
export type DropInExtension = typeof dropInExtension;

const target = window as unknown as { PaymentClientExtensions?: Record<string, unknown> };
target.PaymentClientExtensions = { ...target.PaymentClientExtensions, dropin: dropInExtension };
