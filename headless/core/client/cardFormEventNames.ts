/** Every callback a card form takes; hooks forward exactly these. */
export const CARD_FORM_EVENT_NAMES = [
  'onReady', 'onChange', 'onFocus', 'onBlur', 'onSubmit', 'onAuthorizeRequestStart', 'onAuthorizeSuccess', 'onAuthorizePending', 'onAuthorizeFailed',
] as const;
