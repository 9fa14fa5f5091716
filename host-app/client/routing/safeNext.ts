/** The rule is shared with the product API, which sends the browser back after an identity provider's sign-in. */
export { safeNextPath } from '../../contract/site/sitePaths';
