export interface LoaderOverlayProps {
  visible: boolean;
  label: string;
}

/** Covers the checkout while a payment is in flight; removed on any result. */
export function LoaderOverlay({ visible, label }: LoaderOverlayProps) {
  if (!visible) return null;
  return (
    <div className="pc-LoaderOverlay" role="status" aria-live="polite">
      <span className="pc-Spinner" aria-hidden="true" />
      <span className="pc-VisuallyHidden">{label}</span>
    </div>
  );
}
