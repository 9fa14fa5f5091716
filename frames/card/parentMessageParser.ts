import { EXPIRY_DATE_FORMATS, EXPIRY_YEAR_FORMATS } from '../../headless/core/card';
import { CARD_ELEMENT_TYPES } from '../../headless/core/frame/elementTypes';
import { VAULT_ID_PATTERN } from '../../headless/core/frame/protocol';
import type { FrameConfiguration, ParentMessage } from '../../headless/core/frame/parentMessageSchema';

/**
 * The frame's parser for parent → frame messages. It accepts exactly what
 * `parentMessageSchema` accepts (a test holds them together) without bundling zod into the
 * frame, which must stay within its 12 kB budget.
 */
type Parsed = { success: true; data: ParentMessage } | { success: false };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);

type Font = NonNullable<FrameConfiguration['fonts']>[number];

const isFont = (value: unknown): value is Font =>
  isRecord(value) &&
  typeof value.family === 'string' &&
  typeof value.src === 'string' &&
  (value.weight === undefined || typeof value.weight === 'string') &&
  (value.style === undefined || value.style === 'normal' || value.style === 'italic');

const isStyles = (value: unknown): value is NonNullable<FrameConfiguration['styles']> =>
  isRecord(value) && Object.values(value).every(isStringRecord);

function parseConfiguration(value: unknown): FrameConfiguration | null {
  if (!isRecord(value)) return null;
  const { locale, texts, showCardholderName, expiryFields, expiryDateFormat, expiryYearFormat, enableCardIcon, assetsUrl, variables, styles, fonts } = value;
  if (locale !== 'en' && locale !== 'ar') return null;
  if (!isStringRecord(texts) || typeof showCardholderName !== 'boolean' || typeof enableCardIcon !== 'boolean') return null;
  if (expiryFields !== 'single' && expiryFields !== 'split') return null;
  if (!isOneOf(EXPIRY_DATE_FORMATS, expiryDateFormat) || !isOneOf(EXPIRY_YEAR_FORMATS, expiryYearFormat)) return null;
  if (assetsUrl !== undefined && !(typeof assetsUrl === 'string' && /^https?:\/\//.test(assetsUrl))) return null;
  if (variables !== undefined && !isStringRecord(variables)) return null;
  if (styles !== undefined && !isStyles(styles)) return null;
  if (fonts !== undefined && !(Array.isArray(fonts) && fonts.every(isFont))) return null;
  return { locale, texts, showCardholderName, expiryFields, expiryDateFormat, expiryYearFormat, enableCardIcon, ...(typeof assetsUrl === 'string' ? { assetsUrl } : {}), ...(variables ? { variables } : {}), ...(styles ? { styles } : {}),
    ...(fonts ? { fonts: (fonts as Font[]).map(({ family, src, weight, style }) => ({ family, src, ...(weight === undefined ? {} : { weight }), ...(style === undefined ? {} : { style }) })) } : {}),
  };
}

function parse(value: unknown): ParentMessage | null {
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'configure': {
      const configuration = parseConfiguration(value.configuration);
      return configuration ? { type: 'configure', configuration } : null;
    }
    case 'collect':
      if (typeof value.requestId !== 'string' || typeof value.vaultToken !== 'string') return null;
      if (value.vaultId === undefined) return { type: 'collect', requestId: value.requestId, vaultToken: value.vaultToken };
      return typeof value.vaultId === 'string' && VAULT_ID_PATTERN.test(value.vaultId)
        ? { type: 'collect', requestId: value.requestId, vaultToken: value.vaultToken, vaultId: value.vaultId }
        : null;
    case 'focus':
      return (CARD_ELEMENT_TYPES as readonly unknown[]).includes(value.element)
        ? { type: 'focus', element: value.element as ParentMessage & { type: 'focus' } extends { element: infer E } ? E : never }
        : null;
    case 'network':
      return value.network === null || (typeof value.network === 'string' && /^[a-z]{2,20}$/.test(value.network))
        ? { type: 'network', network: value.network }
        : null;
    default:
      return null;
  }
}

export const parentMessageParser = {
  safeParse(value: unknown): Parsed {
    const data = parse(value);
    return data ? { success: true, data } : { success: false };
  },
};
