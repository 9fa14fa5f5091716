import { createElement } from 'react';
import dropInStyles from '../../components/DropIn/dropIn.css?inline';
import dynamicFormStyles from '../../components/DynamicForm/dynamicForm.css?inline';
import { payoutToInstrument } from '../../headless/core/instruments/payoutToInstrument';
import { deleteInstrument, getStoredInstruments, saveInstrument, updateInstrument } from '../../headless/core/instruments/storedInstruments';
import { EmbeddedDropIn, type EmbeddedDropInProps } from '../EmbeddedDropIn';
import { renderInto } from '../renderInto';

/**
 * `payment-client.dropin.js`: the drop-in, its flows and the wallet adapters, loaded when a
 * drop-in mounts. What it has in common with the main bundle (Preact, zod, the checkout core,
 * the kit's components) it takes from there (./hostModules.ts). The client's stored-instrument and
 * payout calls live here too, so the main bundle carries only their names.
 */
export const dropInExtension = {
  mountDropIn: (element: HTMLElement, props: EmbeddedDropInProps) => renderInto(element, createElement(EmbeddedDropIn, props), dropInStyles, dynamicFormStyles),
  payout: payoutToInstrument,
  getStoredInstruments,
  deleteInstrument,
  updateInstrument,
  saveInstrument,
};
export type DropInExtension = typeof dropInExtension;

const target = window as unknown as { PaymentClientExtensions?: Record<string, unknown> };
target.PaymentClientExtensions = { ...target.PaymentClientExtensions, dropin: dropInExtension };
