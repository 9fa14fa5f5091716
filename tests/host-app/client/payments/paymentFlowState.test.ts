import { describe, expect, it } from 'vitest';
import {
  initialPaymentFlowState,
  paymentFlowReducer,
  type PaymentFlowAction,
  type PaymentFlowState,
} from '../../../../host-app/client/payments/paymentFlowState';
import type { BillingPlan } from '../../../../host-app/contract/payments/paymentTypes';

const plan = (key: BillingPlan['key'], amount = 800): BillingPlan => ({ key, encryptedBillingPlan: 'eyJ9', amount, currency: 'AED', period: 'monthly', months: 1, trialDuration: 0, operatorPrice: null });
const monthly = plan('monthly');
const yearly = plan('yearly', 6000);
const operator = { id: 'op-1', name: 'Etisalat', country: 'AE', logo: '/x.png', isLive: true };
const initial = initialPaymentFlowState;

type Row = [description: string, from: PaymentFlowState, action: PaymentFlowAction, to: PaymentFlowState];

const rows: Row[] = [
  ['a payment method is selected', initial, { type: 'paymentMethodSelected', method: 'CreditCard' }, { ...initial, selectedPaymentMethod: 'CreditCard' }],
  ['operator details are kept', initial, { type: 'operatorDetailsChanged', details: { operator, dialCode: '971', phoneNumber: '501234567' } }, { ...initial, operatorDetails: { operator, dialCode: '971', phoneNumber: '501234567' } }],
  ['the user country changes', initial, { type: 'userCountryChanged', country: 'SA' }, { ...initial, userCountry: 'SA' }],
  ['an empty user country falls back to AE', { ...initial, userCountry: 'SA' }, { type: 'userCountryChanged', country: '' }, initial],
  ['an auth error is shown', initial, { type: 'authErrorChanged', text: 'Sign in' }, { ...initial, authError: 'Sign in' }],
  ['a generic error is shown', initial, { type: 'genericErrorShown', text: 'Oops' }, { ...initial, genericError: 'Oops' }],
  ['a generic error clears', { ...initial, genericError: 'Oops' }, { type: 'genericErrorCleared' }, initial],
  ['plans start loading', initial, { type: 'creditCardPlansLoadStarted' }, { ...initial, isLoadingCreditCardPlans: true }],
  ['plans loaded', { ...initial, isLoadingCreditCardPlans: true }, { type: 'creditCardPlansLoaded', plans: [monthly, yearly] }, { ...initial, creditCardPlans: [monthly, yearly] }],
  [
    'plans loaded keep a selected plan still offered',
    { ...initial, selectedPaymentPlan: monthly },
    { type: 'creditCardPlansLoaded', plans: [monthly, yearly] },
    { ...initial, selectedPaymentPlan: monthly, creditCardPlans: [monthly, yearly] },
  ],
  ['plans loaded drop a plan no longer offered', { ...initial, selectedPaymentPlan: monthly }, { type: 'creditCardPlansLoaded', plans: [yearly] }, { ...initial, creditCardPlans: [yearly] }],
  ['plans failed to load', { ...initial, isLoadingCreditCardPlans: true }, { type: 'creditCardPlansLoadFailed' }, initial],
  ['home data loading', initial, { type: 'homeDataLoadChanged', isLoading: true }, { ...initial, isLoadingHomeData: true }],
  ['a plan is selected', initial, { type: 'planSelected', plan: yearly }, { ...initial, selectedPaymentPlan: yearly }],
  ['another plan resets the method', { ...initial, selectedPaymentPlan: monthly, selectedPaymentMethod: 'ApplePay' }, { type: 'planSelected', plan: yearly }, { ...initial, selectedPaymentPlan: yearly }],
  ['the same plan keeps the method', { ...initial, selectedPaymentPlan: monthly, selectedPaymentMethod: 'ApplePay' }, { type: 'planSelected', plan: monthly }, { ...initial, selectedPaymentPlan: monthly, selectedPaymentMethod: 'ApplePay' }],
  ['source ids are read', initial, { type: 'sourceIdsRead', campaignId: 'spring', influencerId: 'lina' }, { ...initial, campaignId: 'spring', influencerId: 'lina' }],
];

describe('paymentFlowReducer', () => {
  it('starts with AE, no plan, no method and empty source ids', () => {
    expect(initial).toMatchObject({ userCountry: 'AE', selectedPaymentPlan: null, selectedPaymentMethod: null, campaignId: '', influencerId: '', genericError: '' });
  });

  it.each(rows)('%s', (_description, from, action, to) => {
    expect(paymentFlowReducer(from, action)).toEqual(to);
  });

  it('throws on an unknown action', () => {
    expect(() => paymentFlowReducer(initial, { type: 'x' } as unknown as PaymentFlowAction)).toThrow('Unknown payment flow action: x');
  });
});
