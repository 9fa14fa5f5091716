export { usePaymentClient } from './usePaymentClient';
export { useCardForm, type UseCardFormResult, type PayButtonProps } from './useCardForm';
export { useStoreSelector } from './useStoreSelector';
