export { usePaymentClient } from './usePaymentClient';
export { useCardForm, type UseCardFormResult, type PayButtonProps } from './useCardForm';
export { useStoreSelector } from './useStoreSelector';
export { AuthSessionProvider, type AuthSessionProviderProps } from './AuthSessionProvider';
export { useAuthSession, useAuthSessionSelector, type UseAuthSessionResult } from './useAuthSession';
export { useDropIn, type UseDropInResult, type OptionRadioProps } from './useDropIn';
export { useDynamicForm, type UseDynamicFormOptions, type UseDynamicFormResult, type DynamicFormClient } from './useDynamicForm';
export { useDropInForm } from './useDropInForm';
