import { describe, expect, it } from 'vitest';
import { API_VERSION } from '../../../headless/core/api/constants';
import { BIN_LOOKUP } from '../../../headless/core/binLookup/constants';
import { CONTAINER_MOUNT_DELAY_MS } from '../../../headless/core/collect/constants';
import { PAYMENT_METHOD_TYPES } from '../../../host-app/shared/paymentConstants';
import { PLAIN_REDIRECT_TIMEOUT_MS, POLLING, REDIRECT_POLLING, THREE_DS_FRAME_SIZES } from '../../../headless/core/executor/constants';

describe('business constants (payment-client.md section 9)', () => {
  describe('execution polling', () => {
    it('Polling: interval 680 ms, max 60 attempts, initial delay 2000 ms', () => {
      expect(POLLING.intervalMs).toBe(680);
      expect(POLLING.maxAttempts).toBe(60);
      expect(POLLING.initialDelayMs).toBe(2000);
    });

    it('Polling: error count multiplier 5', () => {
      expect(POLLING.errorCountMultiplier).toBe(5);
    });

    it('Polling: at most 10 retries to see the authorize or payout request', () => {
      expect(POLLING.maxRequestRetries).toBe(10);
    });
  });

  describe('3DS challenge', () => {
    it('3DS frame sizes by screen width: 250x400, 390x400, 500x600, 600x450', () => {
      expect(THREE_DS_FRAME_SIZES).toEqual([
        { width: 250, height: 400 },
        { width: 390, height: 400 },
        { width: 500, height: 600 },
        { width: 600, height: 450 },
      ]);
    });
  });

  describe('redirect methods', () => {
    it('Redirect polling: pix timeout 750000 ms, modo 600000 ms', () => {
      expect(REDIRECT_POLLING.timeoutMs.pix).toBe(750_000);
      expect(REDIRECT_POLLING.timeoutMs.modo).toBe(600_000);
    });

    it('Redirect polling: poll interval 2000 ms, offset 20000 ms', () => {
      expect(REDIRECT_POLLING.intervalMs).toBe(2000);
      expect(REDIRECT_POLLING.offsetMs).toBe(20_000);
    });

    it('Plain redirect failure timeout 30000 ms', () => {
      expect(PLAIN_REDIRECT_TIMEOUT_MS).toBe(30_000);
    });
  });

  describe('card form', () => {
    it('BIN lookup throttle 500 ms', () => {
      expect(BIN_LOOKUP.throttleMs).toBe(500);
    });
  });

  describe('vault container', () => {
    it('Container mount delay 50 ms', () => {
      expect(CONTAINER_MOUNT_DELAY_MS).toBe(50);
    });
  });

  describe('version strings', () => {
    it('Version strings: API 4.18.1', () => {
      expect(API_VERSION).toBe('4.18.1');
    });
  });

  describe('payment method identifiers', () => {
    it('Payment method identifiers: applepay, googlepay among the listed method types', () => {
      expect(PAYMENT_METHOD_TYPES).toEqual(['scheme', 'applepay', 'googlepay', 'mobile', 'voucher']);
    });
  });
});
