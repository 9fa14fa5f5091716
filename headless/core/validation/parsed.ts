/** Declared only: the brand exists in types, so nothing is added to the merchant's objects or the bundle. */
declare const parsedBrand: unique symbol;

/**
 * Options that went through their parse function (defaults applied, checked), so that passing
 * them on (the script tag's `cardForm()` to its hook, a drop-in to its card form) needs no
 * parsing again. Only a parse function makes one; an object written by hand is not one.
 */
export type Parsed<T> = T & { readonly [parsedBrand]: true };
