import { render, type ComponentChild } from 'preact';

/** `react-dom/client`'s createRoot for the script-tag bundle, on Preact's render. */
export function createRoot(container: Element) {
  return {
    render: (element: ComponentChild) => render(element, container),
    unmount: () => render(null, container),
  };
}
