import { focusVisibleProps } from '../../headless/react/focusVisibleProps';
import { mergeProps } from '../../headless/react/mergeProps';

export interface FailureMessageProps {
  message: string;
  dismissLabel: string;
  onDismiss: () => void;
}

/**
 * A cross icon and the failure text; clicking dismisses it (PC-BLOCK-3).
 * @selector .pc-Message.pc-Message--failure [data-status="failure"]; .pc-Message-dismiss [data-focus-visible]
 */
export function FailureMessage({ message, dismissLabel, onDismiss }: FailureMessageProps) {
  return (
    <div className="pc-Message pc-Message--failure" data-status="failure" role="alert">
      <button type="button" className="pc-Message-dismiss" {...mergeProps(focusVisibleProps, { onClick: onDismiss })} aria-label={dismissLabel}>
        <svg className="pc-Message-icon" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <span>{message}</span>
    </div>
  );
}
