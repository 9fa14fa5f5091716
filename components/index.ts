export { CardForm, type CardFormProps } from './CardForm/CardForm';
export { PayButton, type PayButtonProps } from './PayButton/PayButton';
export { LoaderOverlay, type LoaderOverlayProps } from './LoaderOverlay/LoaderOverlay';
export { SuccessMessage, type SuccessMessageProps } from './ResultMessage/SuccessMessage';
export { FailureMessage, type FailureMessageProps } from './ResultMessage/FailureMessage';
export { CardCheckout, type CardCheckoutProps } from './CardCheckout/CardCheckout';
export { StoreInstrument } from './StoreInstrument/StoreInstrument';
export { Installments } from './Installments/Installments';
export { BillingAddress } from './BillingAddress/BillingAddress';
