import type { Appearance } from '../../headless/core/appearance/appearanceSchema';
import type { UseDropInResult } from '../../headless/react/useDropIn';
import { BillingAddress } from '../BillingAddress/BillingAddress';
import { ThreeDSChallenge } from '../ThreeDSChallenge/ThreeDSChallenge';
import { RedirectPopup } from '../RedirectPopup/RedirectPopup';
import { DropInFormOption } from './DropInFormOption';
import { DropInLayout } from './DropInLayout';
import type { DropInViews } from './dropInViews';

export interface DropInProps {
  dropIn: UseDropInResult;
  /** Overrides the client's `appearance` option for the drop-in's own elements (the card frame keeps the client's). */
  appearance?: Appearance;
}

const views: DropInViews = { BillingAddress, ThreeDSChallenge, DropInFormOption, RedirectPopup };

/**
 * The option list, the active option's body, one pay button and the flow's overlays, as the npm
 * package offers them, with the views of the parts it imports (see `DropInLayout`).
 * @selector .pc-DropIn.pc-Theme [data-theme] [data-status="idle" | "authorizing" | "challenge" | "success" | "pending" | "failure" ...]
 */
export function DropIn(props: DropInProps) {
  return <DropInLayout {...props} views={views} />;
}
