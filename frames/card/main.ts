import { createIdempotencyKey } from '../../headless/core/api/idempotencyKey';
import { dropLog } from '../shared/dropLog';
import { openChannel } from '../../headless/core/frame/channel';
import { COLLECT_FAILED_MESSAGE } from '../../headless/core/frame/protocol';
import type { FrameMessage, ParentMessage } from '../../headless/core/frame/messages';
import { parentMessageParser } from './parentMessageParser';
import { textDirection } from '../../headless/core/i18n/translate';
import { readFrameContext } from '../shared/frameContext';
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
function start(): void {
  const context = readFrameContext();
  if (!context) return;
  const { fragment, vaultId } = context;

  let view: CardFormView | null = null;
  let dateFormat: ExpiryDateFormat = 'MM/YY';
  let collecting = false;

  const channel = openChannel<ParentMessage, FrameMessage>({
    self: window,
    peer: () => window.parent,
    peerOrigin: fragment.parentOrigin,
    key: fragment.key,
    onDrop: dropLog('card frame'),
    schema: parentMessageParser,
    onMessage: (message) => {
      if (message.type === 'configure' && !view) configure(message.configuration);
      else if (message.type === 'focus') view?.focus(message.element);
      else if (message.type === 'network') view?.setNetwork(message.network);
      else if (message.type === 'collect') void collect(message.requestId, message.vaultToken, message.vaultId ?? vaultId);
    },
  });

  function configure(configuration: Extract<ParentMessage, { type: 'configure' }>['configuration']) {
    document.documentElement.lang = configuration.locale;
    dateFormat = configuration.expiryDateFormat;
    document.documentElement.dir = textDirection(configuration.locale);
    for (const [name, value] of allowedVariables(configuration.variables)) {
      document.documentElement.style.setProperty(name, value);
    }
    applyFieldStyles(document, configuration.styles);
    loadFonts(document, configuration.fonts);
    view = renderCardForm(document, configuration, {
      onElement: (event, element, state) => channel.send({ type: 'element', event, element, state }),
      onSubmit: () => channel.send({ type: 'submit' }),
    });
    document.body.replaceChildren(view.form);
    new ResizeObserver(() => channel.send({ type: 'resize', height: document.documentElement.scrollHeight })).observe(document.body);
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
      channel.send({ type: 'collected', requestId, result });
    } catch (error) {
      view.revealErrors();
      const { code, message } = error instanceof TokenizeError ? error : new TokenizeError('NETWORK_ERROR', COLLECT_FAILED_MESSAGE);
      channel.send({ type: 'collectFailed', requestId, error: { code, message } });
    } finally {
      collecting = false;
    }
  }

  channel.send({ type: 'ready' });
}

start();
