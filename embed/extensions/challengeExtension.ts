import { RedirectPopup } from '../../components/RedirectPopup/RedirectPopup';
import { ThreeDSChallenge } from '../../components/ThreeDSChallenge/ThreeDSChallenge';
import challengeStyles from '../../components/ThreeDSChallenge/threeDSChallenge.css?inline';
import { threeDSecureFlow } from '../../headless/core/checkout/threeDSecureFlow';
import { REDIRECT_FLOWS } from '../../headless/core/checkout/redirectFlows';
import { resumePayment } from '../../headless/core/checkout/resumePayment';
import { injectStyles } from '../injectStyles';
import { registerExtension } from './registerExtension';

/**
 * `payment-client.challenge.js`: the 3-D Secure flow, its in-page frame and the frame's styles,
 * the flows of a page the shopper leaves for (a provider's popup and the panel over it, a whole-page redirect),
 * kept out of the page's first load: fetched when a payment is sent, used only when the provider
 * asks for a challenge (see ./extensionParts.ts).
 */
export const challengeExtension = { threeDSecureFlow, redirectFlows: REDIRECT_FLOWS, resumePayment, ThreeDSChallenge, RedirectPopup };
export type ChallengeExtension = typeof challengeExtension;

injectStyles(document, challengeStyles);
registerExtension('challenge', challengeExtension);
