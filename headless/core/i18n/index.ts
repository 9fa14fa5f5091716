export * from './en';
export * from './ar';
export * from './translate';
export * from './locales';
