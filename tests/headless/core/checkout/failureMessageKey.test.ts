import { describe, expect, it } from 'vitest';
import { failureMessageKey } from '../../../../headless/core/checkout/failureMessageKey';
import { ar } from '../../../../headless/core/i18n/ar';
import { en } from '../../../../headless/core/i18n/en';

describe('failureMessageKey', () => {
  it("gives a cancelled payment its own text, in every catalog", () => {
    expect(en[failureMessageKey('USER_CANCELLED')]).toBe('User cancelled the authorization.');
    expect(ar[failureMessageKey('USER_CANCELLED')]).not.toBe(en[failureMessageKey('USER_CANCELLED')]);
  });

  it.each(['AUTHORIZATION_ERROR', 'VALIDATION_FAILED', 'UNKNOWN_ERROR', 'API_UNSUCCESSFUL', undefined])(
    "shows 'Authorization failed, please try again.' for %s, whatever the reason said",
    (code) => {
      expect(en[failureMessageKey(code)]).toBe('Authorization failed, please try again.');
    },
  );
});
