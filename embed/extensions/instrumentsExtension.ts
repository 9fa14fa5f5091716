import { payoutToInstrument } from '../../headless/core/instruments/payoutToInstrument';
import { deleteInstrument, getStoredInstruments, saveInstrument, updateInstrument } from '../../headless/core/instruments/storedInstruments';
import { registerExtension } from './registerExtension';

/**
 * `payment-client.instruments.js`: the client's stored-instrument and payout calls, loaded on the
 * first call, so the main bundle, the drop-in included, carries only their names.
 */
export const instrumentsExtension = { payout: payoutToInstrument, getStoredInstruments, deleteInstrument, updateInstrument, saveInstrument };
export type InstrumentsExtension = typeof instrumentsExtension;

registerExtension('instruments', instrumentsExtension);
