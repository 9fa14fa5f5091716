import { useId } from 'react';
import type { CardFormFieldProps } from '../../headless/react/cardFormFieldProps';

/** 'Save instrument for future payments' (section 2 block 1). */
export function StoreInstrument({ visible, label, inputProps }: CardFormFieldProps['storeInstrument']) {
  const id = useId();
  if (!visible) return null;
  return (
    <div className="pc-StoreInstrument">
      <input id={id} className="pc-Checkbox" {...inputProps} data-selected={inputProps.checked ? '' : undefined} />
      <label htmlFor={id} className="pc-Label">
        {label}
      </label>
    </div>
  );
}
