export declare const CHROMIUM_PACKAGE: string;
export declare const CHROMIUM: string;
