import { lazy, type ComponentType } from 'react';
import type { CardJourneyProps } from './card/CardJourney';
import type { MobileJourneyProps, VoucherJourneyProps } from './journeyProps';

/**
 * Each payment journey is its own chunk, fetched when its method is chosen, so the premium page's
 * first load carries no payment client code.
 */
export const CardJourney: ComponentType<CardJourneyProps> = lazy(() => import('./card/CardJourney').then((module) => ({ default: module.CardJourney })));

export const MobileBillingJourney: ComponentType<MobileJourneyProps> = lazy(() => import('./mobile/MobileBillingJourney').then((module) => ({ default: module.MobileBillingJourney })));

export const VoucherJourney: ComponentType<VoucherJourneyProps> = lazy(() => import('./voucher/VoucherJourney').then((module) => ({ default: module.VoucherJourney })));
