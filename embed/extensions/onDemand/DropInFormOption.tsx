import { createElement } from 'react';
import type { DropInFormOptionProps } from '../../../components/DropIn/DropInFormOption';
import type { FormsExtension } from '../formsExtension';
import { useExtension } from './useExtension';

/*
 * Stands in for components/DropIn/DropInFormOption.tsx in the script-tag bundle (the build swaps it
 * in): the dynamic form loads beside the bundle only when a form method's option is shown. If
 * its script cannot load, the option's form stays unavailable (./createDynamicForm.ts).
 */
export function DropInFormOption(props: DropInFormOptionProps) {
  const { extension } = useExtension<FormsExtension>('forms', __EXTENSION_INTEGRITY__.forms);
  return extension ? createElement(extension.DropInFormOption, props) : null;
}
