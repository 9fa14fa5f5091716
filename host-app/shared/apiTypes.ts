/** The product API's answers, by domain; one import path for them all. */
export type * from './apiEnvelope';
export type * from './accountTypes';
export type * from './contentTypes';
export type * from './subscriptionTypes';
export type * from './billingHistoryTypes';
export type * from './siteTypes';
export type * from './discoveryTypes';
