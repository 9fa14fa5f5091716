import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingAddress } from '../../components/BillingAddress/BillingAddress';
import type { CardFormFieldProps } from '../../headless/react/cardFormFieldProps';

afterEach(cleanup);

function billingAddress(onPostalCodeBlur: () => void): CardFormFieldProps['billingAddress'] {
  return {
    visible: true,
    isLoading: false,
    loadError: null,
    countryLabel: 'Country',
    countryPlaceholder: 'Choose a country',
    countries: [{ value: 'GB', label: 'United Kingdom' }],
    countrySelectProps: { value: 'GB', disabled: false, required: true, onChange: () => {} },
    postalCode: {
      visible: true,
      label: 'Postal code',
      invalid: false,
      errorText: '',
      inputProps: { type: 'text', value: '', placeholder: 'SW1A 1AA', autoComplete: 'postal-code', required: true, 'aria-invalid': false, onChange: () => {}, onBlur: onPostalCodeBlur },
    },
  };
}

describe('BillingAddress', () => {
  it("marks the postal code while it has keyboard focus, and both clears the mark and runs the hook's blur on leaving", async () => {
    const onPostalCodeBlur = vi.fn();
    render(<BillingAddress {...billingAddress(onPostalCodeBlur)} />);
    const postalCode = screen.getByRole('textbox', { name: 'Postal code' });

    await userEvent.tab();
    await userEvent.tab();
    expect(postalCode).toBe(document.activeElement);
    expect(postalCode.hasAttribute('data-focus-visible')).toBe(true);

    await userEvent.tab();
    expect(onPostalCodeBlur).toHaveBeenCalledTimes(1);
    expect(postalCode.hasAttribute('data-focus-visible')).toBe(false);
  });
});
