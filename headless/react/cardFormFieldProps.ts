import type { ChangeEvent } from 'react';
import type { CardFormController } from '../core/cardForm/cardFormController';
import { selectedCountry, type CardFormState } from '../core/cardForm/cardFormState';
import { installmentLabel } from '../core/cardForm/installments';
import type { Locale, Translate } from '../core/i18n/translate';

/**
 * Prop bags for the card form's own fields outside the secure frame: the store checkbox,
 * installments and the billing address. Components spread them and decide nothing.
 */
export interface CardFormFieldProps {
  storeInstrument: { visible: boolean; label: string; inputProps: { type: 'checkbox'; checked: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void } };
  installments: {
    visible: boolean;
    label: string;
    placeholder: string;
    options: { value: string; label: string }[];
    selectProps: { value: string; disabled: boolean; onChange: (event: ChangeEvent<HTMLSelectElement>) => void };
  };
  billingAddress: {
    visible: boolean;
    isLoading: boolean;
    loadError: string | null;
    countryLabel: string;
    countryPlaceholder: string;
    countries: { value: string; label: string }[];
    countrySelectProps: { value: string; disabled: boolean; required: true; onChange: (event: ChangeEvent<HTMLSelectElement>) => void };
    postalCode: {
      visible: boolean;
      label: string;
      invalid: boolean;
      errorText: string;
      inputProps: {
        type: 'text';
        value: string;
        placeholder: string;
        autoComplete: 'postal-code';
        required: true;
        'aria-invalid': boolean;
        'data-invalid'?: '';
        onChange: (event: ChangeEvent<HTMLInputElement>) => void;
        onBlur: () => void;
      };
    };
  };
}

export type CardFormFieldActions = Pick<CardFormController, 'setStoreInstrument' | 'selectInstallment' | 'selectCountry' | 'setPostalCode' | 'blurPostalCode'>;

export function cardFormFieldProps(form: CardFormState, controller: CardFormFieldActions, translate: Translate, locale: Locale): CardFormFieldProps {
  const { installments, billingAddress: address } = form;
  const country = selectedCountry(address);
  const postalInvalid = address.showPostalCodeError;
  return {
    storeInstrument: {
      visible: form.showStoreInstrument,
      label: translate('cardForm.label.storeInstrument'),
      inputProps: { type: 'checkbox', checked: form.storeInstrument, onChange: (event) => controller.setStoreInstrument(event.currentTarget.checked) },
    },
    installments: {
      // PC-INSTALLMENT-2: hidden and disabled when the issuer's country has no options.
      visible: installments.options.length > 0,
      label: translate('cardForm.label.installments'),
      placeholder: translate('cardForm.placeholder.installments'),
      options: installments.options.map((option) => ({ value: String(option.count), label: installmentLabel(option, locale, translate) })),
      selectProps: {
        value: installments.selectedCount === null ? '' : String(installments.selectedCount),
        disabled: installments.options.length === 0,
        onChange: (event) => controller.selectInstallment(event.currentTarget.value === '' ? null : Number(event.currentTarget.value)),
      },
    },
    billingAddress: {
      visible: address.enabled,
      isLoading: address.enabled && address.countries === null && address.loadError === null,
      loadError: address.loadError,
      countryLabel: translate('cardForm.label.country'),
      countryPlaceholder: translate('cardForm.placeholder.country'),
      countries: (address.countries?.list ?? []).map((record) => ({ value: record.code, label: record.name })),
      countrySelectProps: {
        value: address.countryCode ?? '',
        disabled: address.countries === null,
        required: true,
        onChange: (event) => controller.selectCountry(event.currentTarget.value === '' ? null : event.currentTarget.value),
      },
      postalCode: {
        visible: country?.showPostalCode === true,
        label: translate('cardForm.label.postalCode'),
        invalid: postalInvalid,
        errorText: postalInvalid ? translate('cardForm.error.postalCode') : '',
        inputProps: {
          type: 'text',
          value: address.postalCode,
          placeholder: translate('cardForm.placeholder.postalCode'),
          autoComplete: 'postal-code',
          required: true,
          'aria-invalid': postalInvalid,
          ...(postalInvalid ? { 'data-invalid': '' as const } : {}),
          onChange: (event) => controller.setPostalCode(event.currentTarget.value),
          onBlur: () => controller.blurPostalCode(),
        },
      },
    },
  };
}
