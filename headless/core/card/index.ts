export * from './networks';
export * from './luhn';
export * from './detectCardNetwork';
export * from './cardNumber';
export * from './expiry';
export * from './securityCode';
export * from './cardholderName';
