export interface LoaderOverlayProps {
  visible: boolean;
  label: string;
}

/**
 * Covers the checkout while a payment is in flight; removed on any result.
 * @selector .pc-LoaderOverlay [data-loading]; .pc-Spinner
 */
export function LoaderOverlay({ visible, label }: LoaderOverlayProps) {
  if (!visible) return null;
  return (
    <div className="pc-LoaderOverlay" data-loading="" role="status" aria-live="polite">
      <span className="pc-Spinner" aria-hidden="true" />
      <span className="pc-VisuallyHidden">{label}</span>
    </div>
  );
}
