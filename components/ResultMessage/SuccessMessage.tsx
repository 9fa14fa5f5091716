export interface SuccessMessageProps {
  message: string;
}

/**
 * A tick and the result text; also shown, with its own text, for a pending payment.
 * @selector .pc-Message.pc-Message--success [data-status="success"]; .pc-Message-icon
 */
export function SuccessMessage({ message }: SuccessMessageProps) {
  return (
    <div className="pc-Message pc-Message--success" data-status="success" role="status">
      <svg className="pc-Message-icon" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span>{message}</span>
    </div>
  );
}
