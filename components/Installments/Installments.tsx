import { useId } from 'react';
import type { CardFormFieldProps } from '../../headless/react/cardFormFieldProps';

/** The installments dropdown; absent while the issuer's country has no options. */
export function Installments({ visible, label, placeholder, options, selectProps }: CardFormFieldProps['installments']) {
  const id = useId();
  if (!visible) return null;
  return (
    <div className="pc-Installments pc-Field">
      <label htmlFor={id} className="pc-Label">
        {label}
      </label>
      <select id={id} className="pc-Select" {...selectProps}>
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
