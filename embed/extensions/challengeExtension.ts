import { ThreeDSChallenge } from '../../components/ThreeDSChallenge/ThreeDSChallenge';
import { threeDSecureFlow } from '../../headless/core/checkout/threeDSecureFlow';
import { registerExtension } from './registerExtension';

/**
 * `payment-client.challenge.js`: the 3-D Secure flow and its in-page frame, loaded only when the
 * provider asks a payment for a challenge (see ./onDemand/).
 */
export const challengeExtension = { threeDSecureFlow, ThreeDSChallenge };
export type ChallengeExtension = typeof challengeExtension;

registerExtension('challenge', challengeExtension);
