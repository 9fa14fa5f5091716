/** Logged errors of the client itself (PC-SESSION-3, PC-ERROR-4). */
export const SESSION_REFRESH_FAILED = 'session refresh failed';
export const CALLBACK_FAILED = 'callback failed';
