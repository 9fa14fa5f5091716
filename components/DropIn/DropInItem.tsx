import type { ReactNode, SyntheticEvent } from 'react';
import { focusVisibleProps } from '../../headless/react/focusVisibleProps';
import { mergeProps } from '../../headless/react/mergeProps';
import type { OptionRadioProps } from '../../headless/react/useDropIn';

export interface DropInItemProps {
  radio: OptionRadioProps;
  label: string;
  /** The option's logo; decorative, since the label names the option. */
  logo?: string;
  /** Shown alone: no radio, the body only. */
  alone: boolean;
  children?: ReactNode;
}

const hideImage = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.hidden = true;
};

/**
 * One radio item of the option list; its body renders only while it is the active option.
 * @selector .pc-Option [data-selected] ; .pc-Option-radio [data-focus-visible] ; .pc-Option-logo
 */
export function DropInItem({ radio, label, logo, alone, children }: DropInItemProps) {
  if (alone) return <div className="pc-Option pc-Option--alone" data-selected="">{children}</div>;
  return (
    <div className="pc-Option" data-selected={radio.checked ? '' : undefined}>
      <label className="pc-Option-label" htmlFor={radio.id}>
        <input className="pc-Option-radio" {...mergeProps(radio, focusVisibleProps)} />
        <span>{label}</span>
        {/* A logo the assets host lacks is left out rather than shown broken. */}
        {logo ? <img className="pc-Option-logo" src={logo} alt="" width={32} height={20} onError={hideImage} /> : null}
      </label>
      {radio.checked && children ? <div className="pc-Option-body">{children}</div> : null}
    </div>
  );
}
