import type { Child } from './element';
import { render } from './reconcile';

/** `react-dom/client`'s createRoot for the script-tag scripts. */
export function createRoot(container: Element) {
  return {
    render: (child: Child) => render(child, container),
    unmount: () => render(null, container),
  };
}
