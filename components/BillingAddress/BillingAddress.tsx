import { useId } from 'react';
import { focusVisibleProps } from '../../headless/react/focusVisibleProps';
import { mergeProps } from '../../headless/react/mergeProps';
import type { CardFormFieldProps } from '../../headless/react/cardFormFieldProps';

/**
 * Country, plus the postal code where the chosen country has one.
 * @selector .pc-BillingAddress [data-loading]; .pc-Field, .pc-Label, .pc-Select, .pc-Input, .pc-FieldError
 * @selector .pc-Input[data-invalid] (and .pc-Input--invalid), [data-focus-visible] on the select and input
 */
export function BillingAddress(props: CardFormFieldProps['billingAddress']) {
  const { visible, isLoading, loadError, countryLabel, countryPlaceholder, countries, countrySelectProps, postalCode } = props;
  const countryId = useId();
  const postalId = useId();
  if (!visible) return null;
  return (
    <fieldset className="pc-BillingAddress" aria-busy={isLoading} data-loading={isLoading ? '' : undefined}>
      <div className="pc-Field">
        <label htmlFor={countryId} className="pc-Label">
          {countryLabel}
        </label>
        <select id={countryId} className="pc-Select" {...mergeProps(focusVisibleProps, countrySelectProps)}>
          <option value="">{countryPlaceholder}</option>
          {countries.map((country) => (
            <option key={country.value} value={country.value}>
              {country.label}
            </option>
          ))}
        </select>
        {loadError ? (
          <p className="pc-FieldError" role="alert">
            {loadError}
          </p>
        ) : null}
      </div>
      {postalCode.visible ? (
        <div className="pc-Field" data-invalid={postalCode.invalid ? '' : undefined}>
          <label htmlFor={postalId} className="pc-Label">
            {postalCode.label}
          </label>
          <input
            id={postalId}
            className={postalCode.invalid ? 'pc-Input pc-Input--invalid' : 'pc-Input'}
            aria-describedby={`${postalId}-error`}
            data-invalid={postalCode.invalid ? '' : undefined}
            {...mergeProps(focusVisibleProps, postalCode.inputProps)}
          />
          <p id={`${postalId}-error`} className="pc-FieldError" aria-live="polite">
            {postalCode.errorText}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
