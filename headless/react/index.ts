export { usePaymentClient } from './usePaymentClient';
export { useCardForm, type UseCardFormResult, type PayButtonProps } from './useCardForm';
export { useStoreSelector } from './useStoreSelector';
// Also offered by `payment-client/auth-session`, which a site that signs in on every page loads alone.
export { AuthSessionProvider, type AuthSessionProviderProps } from './AuthSessionProvider';
export { useAuthSession, useAuthSessionSelector, type UseAuthSessionResult } from './useAuthSession';
export { useDropIn, type UseDropInResult, type OptionRadioProps } from './useDropIn';
export { useDynamicForm, type UseDynamicFormOptions, type UseDynamicFormResult, type DynamicFormClient } from './useDynamicForm';
export { useDropInForm } from './useDropInForm';
