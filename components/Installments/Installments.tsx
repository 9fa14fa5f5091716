import { useId } from 'react';
import { focusVisibleProps } from '../../headless/react/focusVisibleProps';
import { mergeProps } from '../../headless/react/mergeProps';
import type { CardFormFieldProps } from '../../headless/react/cardFormFieldProps';

/**
 * The installments dropdown; absent while the issuer's country has no options.
 * @selector .pc-Installments .pc-Select [data-focus-visible]
 */
export function Installments({ visible, label, placeholder, options, selectProps }: CardFormFieldProps['installments']) {
  const id = useId();
  if (!visible) return null;
  return (
    <div className="pc-Installments pc-Field">
      <label htmlFor={id} className="pc-Label">
        {label}
      </label>
      <select id={id} className="pc-Select" {...mergeProps(focusVisibleProps, selectProps)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
