import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThreeDSChallenge as RealThreeDSChallenge } from '../../../components/ThreeDSChallenge/ThreeDSChallenge';
import type { FlowContext, PendingStep } from '../../../headless/core/checkout/paymentRunner';
import { PaymentClientError } from '../../../headless/core/errors/PaymentClientError';

const loadExtension = vi.fn();
vi.mock('../../../embed/extensions/loadExtension', () => ({ loadExtension: (name: string, integrity: string) => loadExtension(name, integrity) }));

// Fresh modules per test, as each page load would have.
const standIns = async () => ({
  threeDSecureFlow: (await import('../../../embed/extensions/extensionParts')).extensionParts.threeDSecureFlow,
  ThreeDSChallenge: (await import('../../../embed/extensions/extensionViews')).extensionViews.ThreeDSChallenge,
});

beforeEach(() => {
  vi.resetModules();
  loadExtension.mockReset();
});
afterEach(cleanup);

const context = {} as FlowContext;
const step = { href: 'https://acs.example/3ds/exe_1' } as PendingStep;
const challengeProps = { href: 'about:blank', screenWidth: 400, title: 'Card verification', cancelLabel: 'Cancel verification', onCancel: () => {} };

describe("the script tag's 3-D Secure flow and view", () => {
  it('the flow loads the challenge script when a challenge is asked for, and runs its flow', async () => {
    const realFlow = vi.fn(async () => {});
    loadExtension.mockResolvedValue({ threeDSecureFlow: realFlow });
    const { threeDSecureFlow } = await standIns();
    expect(loadExtension).not.toHaveBeenCalled();

    await threeDSecureFlow(context, step);

    expect(loadExtension).toHaveBeenCalledWith('challenge', 'sha384-challenge');
    expect(realFlow).toHaveBeenCalledWith(context, step);
  });

  it('a script that cannot load fails the flow with its error', async () => {
    const error = new PaymentClientError('NETWORK_ERROR', 'Could not load payment-client.challenge.js');
    loadExtension.mockRejectedValue(error);
    const { threeDSecureFlow } = await standIns();
    await expect(threeDSecureFlow(context, step)).rejects.toBe(error);
  });

  it('the frame renders the real challenge once the script is in', async () => {
    loadExtension.mockResolvedValue({ ThreeDSChallenge: RealThreeDSChallenge });
    const { ThreeDSChallenge } = await standIns();
    render(<ThreeDSChallenge {...challengeProps} />);
    await screen.findByRole('dialog', { name: 'Card verification' });
    expect(screen.getByTitle('Card verification').getAttribute('width')).toBe('390');
  });
});
