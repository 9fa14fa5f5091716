import type { ComponentType } from 'react';
import type { CardFormFieldProps } from '../../headless/react/cardFormFieldProps';
import type { ThreeDSChallengeProps } from '../ThreeDSChallenge/ThreeDSChallenge';

/**
 * The views of a checkout's parts that load later. Each entry provides them: the npm package
 * with its imports, the script tag with views that load their extension script on first use.
 */
export interface CheckoutViews {
  BillingAddress: ComponentType<CardFormFieldProps['billingAddress']>;
  ThreeDSChallenge: ComponentType<ThreeDSChallengeProps>;
}
