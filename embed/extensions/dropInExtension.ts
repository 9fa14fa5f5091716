import { createElement } from 'react';
import dropInStyles from '../../components/DropIn/dropIn.css?inline';
import { EmbeddedDropIn, type EmbeddedDropInProps } from '../EmbeddedDropIn';
import { renderInto } from '../renderInto';
import { registerExtension } from './registerExtension';

/**
 * `payment-client.dropin.js`: the drop-in and its flows, loaded when a drop-in mounts; its wallets
 * and form methods load in scripts of their own, only when the session offers them (./onDemand/).
 * What it has in common with the main bundle (Preact, zod, the checkout core, the kit's
 * components) it takes from there (./hostModules.ts).
 */
export const dropInExtension = {
  mountDropIn: (element: HTMLElement, props: EmbeddedDropInProps) => renderInto(element, createElement(EmbeddedDropIn, props), dropInStyles),
};
export type DropInExtension = typeof dropInExtension;

registerExtension('dropin', dropInExtension);
