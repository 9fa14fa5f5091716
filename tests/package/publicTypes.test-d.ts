import { describe, expectTypeOf, test } from 'vitest';
import type {
  AuthorizeResult,
  CardElementType,
  CardFormOptions,
  ClientOptions,
  DeliveryAddressChange,
  DropInOptions,
  ElementState,
  ExecutionInfo,
  InitResponse,
  PaymentClientError,
  PaymentClientErrorCode,
  PaymentClientEvents,
  PaymentOptionSelection,
  UseCardFormResult,
  UseDropInResult,
  UseDynamicFormResult,
} from 'payment-client/headless';
import { useCardForm, useDropIn, useDynamicForm, usePaymentClient } from 'payment-client/headless';

type Payload<Name extends keyof PaymentClientEvents> = Parameters<NonNullable<PaymentClientEvents[Name]>>;

describe('event payloads are the types the docs name, never `never`', () => {
  test('result, error, element state, option, delivery address and execution', () => {
    expectTypeOf<Payload<'onAuthorizeSuccess'>>().toEqualTypeOf<[result: AuthorizeResult]>();
    expectTypeOf<Payload<'onAuthorizePending'>>().toEqualTypeOf<[result: AuthorizeResult]>();
    expectTypeOf<Payload<'onAuthorizeFailed'>>().toEqualTypeOf<[error: PaymentClientError]>();
    expectTypeOf<Payload<'onChange'>>().toEqualTypeOf<[element: CardElementType, state: ElementState]>();
    expectTypeOf<Payload<'onPaymentOptionSelected'>>().toEqualTypeOf<[option: PaymentOptionSelection]>();
    expectTypeOf<Payload<'onDeliveryAddressChanged'>>().toEqualTypeOf<[change: DeliveryAddressChange]>();
    expectTypeOf<Payload<'onClientInitialized'>>().toEqualTypeOf<[execution: ExecutionInfo]>();
    expectTypeOf<AuthorizeResult>().toEqualTypeOf<{ executionId: string; status: string }>();
    expectTypeOf<PaymentClientError['code']>().toEqualTypeOf<PaymentClientErrorCode>();
    expectTypeOf<ElementState['isValid']>().toEqualTypeOf<boolean>();
    expectTypeOf<DeliveryAddressChange['address']['countryCode']>().toEqualTypeOf<string | undefined>();
  });

  test('a session-expired callback answers with a new init response', () => {
    expectTypeOf<ReturnType<NonNullable<PaymentClientEvents['onSessionExpired']>>>().toEqualTypeOf<InitResponse | Promise<InitResponse>>();
  });
});

describe('options take what the docs write and refuse what they do not', () => {
  test('the README card form and drop-in options type-check with their payloads inferred', () => {
    expectTypeOf({
      events: { onAuthorizeSuccess: (result: AuthorizeResult) => result.executionId, onAuthorizeFailed: (error: PaymentClientError) => error.code },
    }).toExtend<CardFormOptions>();
    expectTypeOf({ card: { autoHideTTL: 5000, billingAddress: true }, challengeWindow: 'popup' as const }).toExtend<DropInOptions>();
    expectTypeOf({ environment: 'TEST' as const, locale: 'ar' as const, appearance: { theme: 'dark' as const } }).toExtend<ClientOptions>();
  });

  test('a misspelt value or a callback of the wrong shape is a type error', () => {
    expectTypeOf({ environment: 'STAGING' }).not.toExtend<ClientOptions>();
    expectTypeOf({ expiryFields: 'double' }).not.toExtend<CardFormOptions>();
    expectTypeOf({ events: { onAuthorizeSuccess: (result: string) => result } }).not.toExtend<CardFormOptions>();
    expectTypeOf({ challengeWindow: 'tab' }).not.toExtend<DropInOptions>();
  });

  test('the hooks take the public options and return their results', () => {
    expectTypeOf(usePaymentClient).parameter(0).toEqualTypeOf<InitResponse>();
    expectTypeOf(usePaymentClient).parameter(1).toEqualTypeOf<ClientOptions | undefined>();
    expectTypeOf(useCardForm).parameter(1).toEqualTypeOf<CardFormOptions | undefined>();
    expectTypeOf(useDropIn).parameter(1).toEqualTypeOf<DropInOptions | undefined>();
    expectTypeOf(useCardForm).returns.toEqualTypeOf<UseCardFormResult>();
    expectTypeOf(useDropIn).returns.toEqualTypeOf<UseDropInResult>();
    expectTypeOf(useDynamicForm).returns.toEqualTypeOf<UseDynamicFormResult>();
  });

  // The results are declared interfaces, not inferred from the hooks: a member removed or added breaks here.
  const VIEW_GETTERS = ['view', 'getPayButtonProps', 'getPayButtonLabels', 'getResultProps', 'getFailureProps', 'getChallengeProps', 'getPopupProps', 'getLoaderProps'] as const;
  const CARD_FORM_MEMBERS = [
    ...VIEW_GETTERS,
    ...(['form', 'fields', 'checkout', 'isReady', 'isValid', 'isPaying', 'amount', 'locale', 'appearance', 'translate', 'pay', 'cancel', 'dismissFailure', 'frameContainerRef'] as const),
  ];
  const DROP_IN_MEMBERS = [
    ...VIEW_GETTERS,
    ...([
      'options', 'activeOption', 'showsAlone', 'lifecycle', 'checkout', 'isPaying', 'form', 'fields', 'amount', 'locale', 'translate', 'appearance', 'text',
      'optionLabel', 'optionLogo', 'frameContainerRef', 'rootRef', 'getOptionProps', 'getWalletButtonProps', 'getPayPalButtonProps', 'dynamicFormOf',
      'client', 'cancel', 'dismissFailure', 'setAvailableWallets',
    ] as const),
  ];

  const DYNAMIC_FORM_MEMBERS = [
    'state', 'status', 'fields', 'isValid', 'direction', 'form', 'validate', 'getData', 'getLabelProps', 'getDescriptionProps', 'getErrorProps',
    'getFieldProps', 'getSelectProps', 'getTabListProps', 'getTabProps', 'getTabPanelProps',
  ] as const;

  test('the hook results have exactly their declared members', () => {
    expectTypeOf<keyof UseCardFormResult>().toEqualTypeOf<(typeof CARD_FORM_MEMBERS)[number]>();
    expectTypeOf<keyof UseDropInResult>().toEqualTypeOf<(typeof DROP_IN_MEMBERS)[number]>();
    expectTypeOf<keyof UseDynamicFormResult>().toEqualTypeOf<(typeof DYNAMIC_FORM_MEMBERS)[number]>();
  });
});
