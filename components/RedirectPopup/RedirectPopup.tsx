export interface RedirectPopupProps {
  message: string;
  cancelLabel: string;
  onCancel: () => void;
}

/**
 * Shown while a polling method's window is open: the shopper can give up from here.
 * @selector .pc-RedirectPopup [data-pending]; .pc-RedirectPopup-panel, .pc-RedirectPopup-cancel
 */
export function RedirectPopup({ message, cancelLabel, onCancel }: RedirectPopupProps) {
  return (
    <div className="pc-RedirectPopup" data-pending="" role="dialog" aria-modal="true" aria-label={message}>
      <div className="pc-RedirectPopup-panel">
        <p>{message}</p>
        <button type="button" className="pc-RedirectPopup-cancel" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
