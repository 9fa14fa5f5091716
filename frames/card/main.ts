import { createIdempotencyKey } from '../../headless/core/api/idempotencyKey';
import { COLLECT_FAILED_MESSAGE } from '../../headless/core/frame/protocol';
import type { FrameMessage, ParentMessage } from '../../headless/core/frame/messages';
import { parentMessageParser } from './parentMessageParser';
import { openSecureFrame, type SecureFrame } from '../shared/secureFrame';
import { renderCardForm, type CardFormView } from './cardFormView';
import { allowedVariables } from './styleVariables';
import { applyFieldStyles } from './applyFieldStyles';
import { loadFonts } from './loadFonts';
import { TokenizeError, tokenizeCard } from './tokenize';
import { cardNumberDigits, parseExpiryDate, type ExpiryDateFormat } from '../../headless/core/card';

/** The vault takes month and year apart: from the single date field in its format, or the split fields. */
function expiryParts(values: Partial<Record<string, string>>, format: ExpiryDateFormat): { month: string; year: string } {
  if (values.EXPIRATION_DATE === undefined) return { month: values.EXPIRATION_MONTH ?? '', year: values.EXPIRATION_YEAR ?? '' };
  const parts = parseExpiryDate(values.EXPIRATION_DATE, format);
  return parts ? { month: String(parts.month).padStart(2, '0'), year: String(parts.year) } : { month: '', year: '' };
}

/**
 * The secure card frame, served from the vault origin. It trusts only its parent window at the
 * origin named in its fragment, and hands the parent tokens, never card data.
 */
function start(frame: SecureFrame<FrameMessage>): (message: ParentMessage) => void {
  let view: CardFormView | null = null;
  let dateFormat: ExpiryDateFormat = 'MM/YY';
  let collecting = false;

  function configure(configuration: Extract<ParentMessage, { type: 'configure' }>['configuration']) {
    frame.setLocale(configuration.locale);
    dateFormat = configuration.expiryDateFormat;
    for (const [name, value] of allowedVariables(configuration.variables)) {
      document.documentElement.style.setProperty(name, value);
    }
    applyFieldStyles(document, configuration.styles);
    loadFonts(document, configuration.fonts);
    view = renderCardForm(document, configuration, {
      onElement: (event, element, state) => frame.send({ type: 'element', event, element, state }),
      onSubmit: () => frame.send({ type: 'submit' }),
    });
    document.body.replaceChildren(view.form);
    frame.reportHeight();
  }

  async function collect(requestId: string, vaultToken: string, targetVaultId: string) {
    if (!view || collecting) return;
    collecting = true;
    const values = view.values();
    const { month, year } = expiryParts(values, dateFormat);
    try {
      const result = await tokenizeCard(
        targetVaultId,
        vaultToken,
        {
          card_number: cardNumberDigits(values.CARD_NUMBER ?? ''),
          expiry_month: month,
          expiry_year: year,
          security_code: values.CVV ?? '',
          ...(values.CARDHOLDER_NAME ? { cardholder_name: values.CARDHOLDER_NAME.trim() } : {}),
        },
        // One key per collect, reused by every retry of it.
        { idempotencyKey: createIdempotencyKey() },
      );
      frame.send({ type: 'collected', requestId, result });
    } catch (error) {
      view.revealErrors();
      const { code, message } = error instanceof TokenizeError ? error : new TokenizeError('NETWORK_ERROR', COLLECT_FAILED_MESSAGE);
      frame.send({ type: 'collectFailed', requestId, error: { code, message } });
    } finally {
      collecting = false;
    }
  }

  return (message) => {
    if (message.type === 'configure' && !view) configure(message.configuration);
    else if (message.type === 'focus') view?.focus(message.element);
    else if (message.type === 'network') view?.setNetwork(message.network);
    else if (message.type === 'collect') void collect(message.requestId, message.vaultToken, message.vaultId ?? frame.vaultId);
  };
}

openSecureFrame({ name: 'card frame', schema: parentMessageParser, start });
