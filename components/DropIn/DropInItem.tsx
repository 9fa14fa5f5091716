import type { ReactNode } from 'react';
import { focusVisibleProps } from '../../headless/react/focusVisibleProps';
import type { OptionRadioProps } from '../../headless/react/useDropIn';

export interface DropInItemProps {
  radio: OptionRadioProps;
  label: string;
  /** Shown alone: no radio, the body only. */
  alone: boolean;
  children?: ReactNode;
}

/**
 * One radio item of the option list; its body renders only while it is the active option.
 * @selector .pc-Option [data-selected] ; .pc-Option-radio [data-focus-visible]
 */
export function DropInItem({ radio, label, alone, children }: DropInItemProps) {
  if (alone) return <div className="pc-Option pc-Option--alone" data-selected="">{children}</div>;
  return (
    <div className="pc-Option" data-selected={radio.checked ? '' : undefined}>
      <label className="pc-Option-label" htmlFor={radio.id}>
        <input className="pc-Option-radio" {...radio} {...focusVisibleProps} />
        <span>{label}</span>
      </label>
      {radio.checked && children ? <div className="pc-Option-body">{children}</div> : null}
    </div>
  );
}
