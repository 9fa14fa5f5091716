/** `react/jsx-runtime` for the script-tag scripts: what the compiler's JSX calls. */
export { Fragment, jsx, jsx as jsxs } from './element';
