/**
 * The sign-in session entry (`payment-client/auth-session`): the framework-free session with its
 * product API, storage and constants, and the provider and hooks that read it in React. Its own
 * entry so a site that signs visitors in on every page loads the session without the payment kit.
 * No side effects on import.
 */
export * from './core/authSession/index';
export { AuthSessionContext, AuthSessionProvider, type AuthSessionProviderProps } from './react/AuthSessionProvider';
export { useAuthSession, useAuthSessionSelector, type UseAuthSessionResult } from './react/useAuthSession';
