export declare const SERVER_SETS_READY: string;
