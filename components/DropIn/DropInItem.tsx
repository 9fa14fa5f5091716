import type { ReactNode } from 'react';
import type { OptionRadioProps } from '../../headless/react/useDropIn';

export interface DropInItemProps {
  radio: OptionRadioProps;
  label: string;
  /** Shown alone: no radio, the body only. */
  alone: boolean;
  children?: ReactNode;
}

/** One radio item of the option list; its body renders only while it is the active option. */
export function DropInItem({ radio, label, alone, children }: DropInItemProps) {
  if (alone) return <div className="pc-DropInItem pc-DropInItem--alone" data-selected="">{children}</div>;
  return (
    <div className="pc-DropInItem" data-selected={radio.checked ? '' : undefined}>
      <label className="pc-DropInItem-label" htmlFor={radio.id}>
        <input className="pc-DropInItem-radio" {...radio} />
        <span>{label}</span>
      </label>
      {radio.checked && children ? <div className="pc-DropInItem-body">{children}</div> : null}
    </div>
  );
}
