import { describe, expect, it } from 'vitest';
import { parentMessageSchema } from '../../../headless/core/frame/parentMessageSchema';
import { parentMessageParser } from '../../../frames/card/parentMessageParser';

const configuration = { locale: 'en', texts: { a: 'b' }, showCardholderName: true, expiryFields: 'single', expiryDateFormat: 'MM/YY', expiryYearFormat: 'YY', enableCardIcon: true };

const corpus: unknown[] = [
  { type: 'configure', configuration },
  { type: 'configure', configuration: { ...configuration, variables: { '--pc-color-primary': 'red' } } },
  { type: 'configure', configuration: { ...configuration, locale: 'fr' } },
  { type: 'configure', configuration: { ...configuration, expiryFields: 'triple' } },
  { type: 'configure', configuration: { ...configuration, texts: { a: 1 } } },
  { type: 'configure', configuration: { ...configuration, variables: ['x'] } },
  { type: 'configure', configuration: { ...configuration, showCardholderName: 'yes' } },
  { type: 'configure', configuration: { ...configuration, enableCardIcon: 'no' } },
  { type: 'configure', configuration: { ...configuration, assetsUrl: 'http://127.0.0.1:4100/assets/' } },
  { type: 'configure', configuration: { ...configuration, assetsUrl: 'javascript:alert(1)//' } },
  { type: 'configure', configuration: { ...configuration, assetsUrl: 7 } },
  { type: 'configure', configuration: { ...configuration, expiryDateFormat: 'YYYY/MM', expiryYearFormat: 'YYYY' } },
  { type: 'configure', configuration: { ...configuration, expiryDateFormat: 'DD/MM' } },
  { type: 'configure', configuration: { ...configuration, expiryYearFormat: 'Y' } },
  { type: 'configure', configuration: { ...configuration, styles: { base: { color: 'red' }, focus: {} } } },
  { type: 'configure', configuration: { ...configuration, styles: { hover: { color: 'red' } } } },
  { type: 'configure', configuration: { ...configuration, styles: { base: { color: 1 } } } },
  { type: 'configure', configuration: { ...configuration, fonts: [{ family: 'Brand Sans', src: 'https://fonts.example/brand.woff2', weight: '700', style: 'italic' }] } },
  { type: 'configure', configuration: { ...configuration, fonts: [{ family: 'Brand Sans', src: 'https://fonts.example/brand.woff2', extra: 1 }] } },
  { type: 'configure', configuration: { ...configuration, fonts: [{ family: 'Brand Sans' }] } },
  { type: 'configure', configuration: { ...configuration, fonts: [{ family: 'Brand Sans', src: 'https://f.example/a.woff2', style: 'oblique' }] } },
  { type: 'configure', configuration: { ...configuration, fonts: { family: 'Brand Sans', src: 'https://f.example/a.woff2' } } },
  { type: 'configure' },
  { type: 'collect', requestId: 'r', vaultToken: 't' },
  { type: 'collect', requestId: 1, vaultToken: 't' },
  { type: 'collect', requestId: 'r' },
  { type: 'collect', requestId: 'r', vaultToken: 't', vaultId: 'vault_2-B' },
  { type: 'collect', requestId: 'r', vaultToken: 't', vaultId: '../other' },
  { type: 'collect', requestId: 'r', vaultToken: 't', vaultId: '' },
  { type: 'collect', requestId: 'r', vaultToken: 't', vaultId: 7 },
  { type: 'focus', element: 'CVV' },
  { type: 'focus', element: 'PASSWORD' },
  { type: 'network', network: 'amex' },
  { type: 'network', network: null },
  { type: 'network', network: '<img>' },
  { type: 'network' },
  { type: 'other' },
  null,
  'collect',
  [],
  42,
];

describe('parentMessageParser', () => {
  it.each(corpus.map((message) => [JSON.stringify(message), message]))('agrees with the schema on %s', (_label, message) => {
    const bySchema = parentMessageSchema.safeParse(message);
    const byParser = parentMessageParser.safeParse(message);
    expect(byParser.success).toBe(bySchema.success);
    if (byParser.success && bySchema.success) expect(byParser.data).toEqual(bySchema.data);
  });

  it('accepts each message type at least once in the corpus', () => {
    const accepted = corpus.filter((m) => parentMessageParser.safeParse(m).success).map((m) => (m as { type: string }).type);
    expect(new Set(accepted)).toEqual(new Set(['configure', 'collect', 'focus', 'network']));
  });
});
