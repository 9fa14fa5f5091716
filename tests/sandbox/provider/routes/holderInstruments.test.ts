import { describe, expect, it } from 'vitest';
import { MERCHANT_KEY, authorizeBody, authorizeRequest, card, createSession, tokenize, useTestSandbox } from '../../helpers';

const t = useTestSandbox({ settleDelayMs: 0 });

const merchant = { authorization: `Bearer ${MERCHANT_KEY}` };
const listCards = (holderReference: string, headers: Record<string, string> = merchant) =>
  t.provider.inject({ method: 'GET', url: `/v1/holders/${encodeURIComponent(holderReference)}/instruments`, headers });
const deleteCard = (holderReference: string, instrumentId: string, headers: Record<string, string> = merchant) =>
  t.provider.inject({ method: 'DELETE', url: `/v1/holders/${encodeURIComponent(holderReference)}/instruments/${encodeURIComponent(instrumentId)}`, headers });

/** A zero-amount verification that stores the card, as the card form's verifyOnly mode runs it; the session it ran in. */
async function verifyCard(holderReference: string, number: string) {
  const session = await createSession(t.provider, { holderReference, amount: { value: 0, currency: 'AED' } });
  const { tokens } = await tokenize(t.vault, session, card(number));
  const body = authorizeBody(session, tokens);
  body.paymentComposition[0] = { ...body.paymentComposition[0]!, storeInstrument: true } as (typeof body.paymentComposition)[0];
  expect((await authorizeRequest(t.provider, session, body)).statusCode).toBe(202);
  // The merchant reads what the verification left on file, as the product does before using it.
  const onFile = await t.provider.inject({ method: 'GET', url: `/v1/payment-sessions/${session.execution.id}/card-on-file`, headers: merchant });
  expect(onFile.json()).toMatchObject({ outcome: 'authorizeSuccessful', paymentInstrumentId: expect.any(String) });
  return session;
}

const cardsOf = async (holderReference: string) =>
  ((await listCards(holderReference)).json() as { instruments: { id: string; lastFour: string; status: string }[] }).instruments;

describe("a holder's stored cards, with the merchant key", () => {
  it('are read back oldest first with their status, and one is deleted once: a second delete is a 404', async () => {
    const holderReference = `holder-${Math.random()}`;
    await verifyCard(holderReference, '4242424242424242');
    await verifyCard(holderReference, '5555555555554444');
    const [old, current] = await cardsOf(holderReference);
    expect([old, current].map((entry) => `${entry?.lastFour} ${entry?.status}`)).toEqual(['4242 enabled', '4444 enabled']);

    expect((await deleteCard(holderReference, old!.id)).statusCode).toBe(204);
    expect((await cardsOf(holderReference)).map((entry) => `${entry.lastFour} ${entry.status}`)).toEqual(['4242 deleted', '4444 enabled']);
    expect((await deleteCard(holderReference, old!.id)).statusCode).toBe(404);
    // A deleted card is no longer offered to the holder's next session.
    const next = await createSession(t.provider, { holderReference, amount: { value: 800, currency: 'AED' } });
    expect(next.storedInstruments.map((instrument) => instrument.id)).toEqual([current!.id]);
  });

  it("refuses another holder's card, and callers without the merchant key", async () => {
    const holderReference = `holder-${Math.random()}`;
    const session = await verifyCard(holderReference, '4242424242424242');
    const [stored] = await cardsOf(holderReference);
    expect((await deleteCard(`other-${Math.random()}`, stored!.id)).statusCode).toBe(404);
    expect((await deleteCard(holderReference, 'not-an-instrument')).statusCode).toBe(404);
    const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${session.token}` }, { authorization: 'Bearer sk_test_wrong' }];
    for (const headers of callers) {
      expect((await deleteCard(holderReference, stored!.id, headers)).statusCode).toBe(401);
      expect((await listCards(holderReference, headers)).statusCode).toBe(401);
    }
    expect((await cardsOf(holderReference)).map((entry) => entry.status)).toEqual(['enabled']);
  });
});
