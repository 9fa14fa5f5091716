/** What an extension script runs last: it sets what it exports where `loadExtension` reads it. */
export function registerExtension(name: string, exports: unknown): void {
  const target = window as unknown as { PaymentClientExtensions?: Record<string, unknown> };
  target.PaymentClientExtensions = { ...target.PaymentClientExtensions, [name]: exports };
}
