import { jsx, type Props, type VNode } from '../../../embed/renderer/element';

/** `react/jsx-dev-runtime`, which test builds compile JSX to. */
export { Fragment } from '../../../embed/renderer/element';
export const jsxDEV = (type: VNode['type'], props: Props, key?: unknown) => jsx(type, props, key);
