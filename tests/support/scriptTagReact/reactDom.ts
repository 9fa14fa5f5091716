/** `react-dom` and `react-dom/test-utils`: only `act`, which the testing library reads from either. */
export { act } from './react';
export default {};
