// `useSignals()` from the React integration marks a component that reads signals. Under Preact the
// signals package hooks into every render and tracks those reads already, so the mark does nothing.
export function useSignals() {}
