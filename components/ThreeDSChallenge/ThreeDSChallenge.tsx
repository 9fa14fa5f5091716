import { threeDSFrameSize } from '../../headless/core/executor/constants';
import type { ChallengeFrameProps } from '../../headless/react/checkoutViewProps';

/** What the checkout's view model gives for the 3-D Secure frame (`getChallengeProps`). */
export type ThreeDSChallengeProps = ChallengeFrameProps;

/**
 * The in-page 3-D Secure challenge frame, sized for the screen, with a way out.
 * @selector .pc-Challenge; .pc-Challenge-panel, .pc-Challenge-frame, .pc-Challenge-cancel
 */
// Sized here, not in the checkout's view: the size table then loads with the challenge's code.
export function ThreeDSChallenge({ href, screenWidth, title, cancelLabel, onCancel }: ThreeDSChallengeProps) {
  const { width, height } = threeDSFrameSize(screenWidth);
  return (
    <div className="pc-Challenge" role="dialog" aria-modal="true" aria-label={title}>
      <div className="pc-Challenge-panel">
        <iframe className="pc-Challenge-frame" name="payment-client-3ds" src={href} title={title} width={width} height={height} />
        <button type="button" className="pc-Challenge-cancel" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
