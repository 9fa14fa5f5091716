import { describe, expect, it } from 'vitest';
import { parseCardFormOptions } from '../../../../headless/core/client/cardFormOptions';
import { parseClientOptions } from '../../../../headless/core/client/clientOptions';
import { parseDropInOptions } from '../../../../headless/core/dropIn/dropInOptions';
import { testSession } from '../../../support/session';
import { thrownPaymentClientError } from '../../../support/thrownPaymentClientError';

const client = { session: testSession(), options: { environment: 'TEST' as const, locale: 'en' as const, logLevel: 'ERROR' as const, telemetry: false } };

describe('an unknown option key throws INVALID_CONFIGURATION naming it, with the nearest known key', () => {
  it.each([
    ['init', () => parseClientOptions({ enviroment: 'TEST' }), 'options.enviroment', 'environment'],
    ['init, in returnInfo', () => parseClientOptions({ returnInfo: { sucess: 'https://shop.example/ok' } }), 'options.returnInfo.sucess', 'success'],
    ['init, in events', () => parseClientOptions({ events: { onClientInitialised: () => {} } }), 'options.events.onClientInitialised', 'onClientInitialized'],
    ['init, in appearance', () => parseClientOptions({ appearance: { theme: 'dark', variable: {} } }), 'options.appearance.variable', 'variables'],
    ['a card form', () => parseCardFormOptions({ showCardHolderName: true }), 'cardFormOptions.showCardHolderName', 'showCardholderName'],
    ['a card form, in events', () => parseCardFormOptions({ events: { onchange: () => {} } }), 'cardFormOptions.events.onchange', 'onChange'],
    ['a drop-in', () => parseDropInOptions({ preselectFrist: true }, client), 'dropInOptions.preselectFrist', 'preselectFirst'],
    ['a drop-in, in card', () => parseDropInOptions({ card: { showCardHolderName: true } }, client), 'dropInOptions.card.showCardHolderName', 'showCardholderName'],
    ['a drop-in, in forms', () => parseDropInOptions({ forms: { text: {} } }, client), 'dropInOptions.forms.text', 'texts'],
  ])('%s', (_where, run, field, suggestion) => {
    const error = thrownPaymentClientError(run);
    expect(error.code).toBe('INVALID_CONFIGURATION');
    expect(error.fields).toEqual([field]);
    expect(error.message).toContain(`${field} is not a known option; did you mean ${suggestion}?`);
  });

  it('a callback given where it is never called is refused, without a far-fetched hint', () => {
    const error = thrownPaymentClientError(() => parseCardFormOptions({ events: { onSessionExpired: () => ({}) } }));
    expect(error.fields).toEqual(['cardFormOptions.events.onSessionExpired']);
    expect(error.message).toBe('Invalid cardFormOptions: cardFormOptions.events.onSessionExpired is not a known option');
  });

  it('a key inside a list item is named too', () => {
    const error = thrownPaymentClientError(() => parseCardFormOptions({ fonts: [{ family: 'Brand', src: 'https://fonts.example/b.woff2', wieght: '700' }] }));
    expect(error.fields).toEqual(['cardFormOptions.fonts[0].wieght']);
  });

  it('every unknown key is named, beside the other problems', () => {
    const error = thrownPaymentClientError(() => parseCardFormOptions({ showCardHolderName: true, colour: 'red', expiryFields: 'double' }));
    expect(error.fields).toEqual(expect.arrayContaining(['cardFormOptions.showCardHolderName', 'cardFormOptions.colour', 'cardFormOptions.expiryFields']));
  });

  it('a drop-in card option that only means something in a card form is taken, not refused', () => {
    expect(parseDropInOptions({ card: { autoHideTTL: 5000, showCardholderName: true } }, client).card).toMatchObject({ autoHideTTL: 5000, showCardholderName: true });
  });
});
