import { randomUUID } from 'node:crypto';
import { decodeInitResponse } from '../../headless/core/session/decodeInitResponse';
import { API_PATHS } from '../../host-app/contract/http/apiPaths';
import type { ApiSuccess } from '../../host-app/contract/http/apiEnvelope';
import type { DevOtp, OtpVerified, SignedIn } from '../../host-app/contract/account/accountTypes';
import { encodeBillingPlan } from '../../host-app/server/payments/billingPlanCodec';
import { PLAN_DEFINITIONS } from '../../host-app/contract/payments/paymentConstants';
import { card } from '../sandbox/helpers';
import { HOST_APP_ORIGIN, MERCHANT_SECRET_KEY } from './processEnvironment';

export interface ApiAnswer {
  status: number;
  body: { errorCode?: number; messageKey?: string; data?: unknown } & Record<string, unknown>;
}

async function call(url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<ApiAnswer> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as ApiAnswer['body']) };
}

function dataOf<T>(answer: ApiAnswer, what: string): T {
  if (answer.status >= 300 || answer.body.errorCode !== 0) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as unknown as ApiSuccess<T>).data;
}

export interface Subscriber {
  id: string;
  token: string;
}

/** A new subscriber signed in by an email code, as the site does it (the TEST outbox hands the code over). */
export async function signInNewSubscriber(apiOrigin: string): Promise<Subscriber> {
  const email = `proof.${randomUUID()}@example.com`;
  dataOf(await call(`${apiOrigin}${API_PATHS.otpSend}`, { body: { email } }), 'OTP send');
  // The outbox is the process's own: the code is read from the process that sent it.
  const { code } = dataOf<DevOtp>(await call(`${apiOrigin}${API_PATHS.devLatestOtp}?${new URLSearchParams({ email })}`), 'dev OTP');
  const { signInToken } = dataOf<OtpVerified>(await call(`${apiOrigin}${API_PATHS.otpVerify}`, { body: { email, code } }), 'OTP verify');
  const signedIn = dataOf<SignedIn>(await call(`${apiOrigin}${API_PATHS.signInWithToken}`, { body: { token: signInToken, fullName: 'Layla Haddad' } }), 'sign-in');
  return { id: signedIn.subscriber.id, token: signedIn.token.id };
}

/** A card the provider keeps for the subscriber (its holder reference), as a previous payment would leave it. */
export async function storeCardAtProvider(providerOrigin: string, subscriberId: string, cardNumber: string): Promise<string> {
  const created = await call(`${providerOrigin}/v1/payment-sessions`, {
    headers: { authorization: `Bearer ${MERCHANT_SECRET_KEY}` },
    body: { amount: { value: 800, currency: 'AED' }, merchantReference: `store-${randomUUID()}`, holderReference: subscriberId, allowedOrigins: [HOST_APP_ORIGIN] },
  });
  if (created.status !== 201) throw new Error(`session: ${created.status} ${JSON.stringify(created.body)}`);
  const session = decodeInitResponse(created.body);
  const { token, links } = session.vaultConfiguration;
  // What the card frame does: the card goes to the vault, the provider gets its tokens.
  const tokenized = await call(links.tokenize, { headers: { authorization: `Bearer ${token}` }, body: card(cardNumber) });
  if (tokenized.status !== 201) throw new Error(`tokenize: ${tokenized.status} ${JSON.stringify(tokenized.body)}`);
  const saved = await call(links.saveInstrument ?? '', {
    headers: { authorization: `Bearer ${session.token}` },
    body: { data: { cardData: tokenized.body.tokens }, paymentMethod: 'card' },
  });
  if (saved.status !== 201) throw new Error(`save instrument: ${saved.status} ${JSON.stringify(saved.body)}`);
  return saved.body.id as string;
}

export const RETURN_URL = `${HOST_APP_ORIGIN}/adsjourney/redirect3ds?billingPlan=monthly`;

/** `POST /payments` with a stored card and the given idempotency key. */
export function payWithStoredCard(apiOrigin: string, subscriber: Subscriber, cardId: string, idempotencyKey: string): Promise<ApiAnswer> {
  return call(`${apiOrigin}${API_PATHS.payments}`, {
    headers: { authorization: `Bearer ${subscriber.token}`, 'idempotency-key': idempotencyKey },
    body: {
      email: 'layla@example.com',
      billingPlan: encodeBillingPlan(PLAN_DEFINITIONS.monthly),
      paymentMethod: { type: 'storedCard', storedPaymentMethodId: cardId },
      browserInfo: { userAgent: 'test', language: 'en-GB', screenWidth: 1280, screenHeight: 800, timeZoneOffset: -240 },
      returnUrl: RETURN_URL,
      source: 'web',
      language: 'en',
    },
  });
}
