import { Suspense } from 'react';
import { HelpWidget } from '../help';

/** The support chat, loaded on its own after the page (it is lazy); pages that hide help never render this. */
export function HelpWidgetSlot() {
  return (
    <Suspense fallback={null}>
      <HelpWidget />
    </Suspense>
  );
}
