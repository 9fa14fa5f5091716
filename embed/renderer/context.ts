import type { Child, Props } from './element';
import { currentInstance } from './hooks';

export interface Context<T> {
  Provider: (props: Props) => Child;
  defaultValue: T;
}

export function createContext<T>(defaultValue: T): Context<T> {
  return { Provider: (props) => props.children, defaultValue };
}

/**
 * The value of the nearest Provider above. Nothing here skips rendering a subtree, so a
 * Provider's new value reaches every reader when the Provider renders: no subscriptions needed.
 */
export function useContext<T>(context: Context<T>): T {
  for (let instance = currentInstance().parent; instance; instance = instance.parent) {
    if (instance.type === context.Provider) return instance.props.value;
  }
  return context.defaultValue;
}
