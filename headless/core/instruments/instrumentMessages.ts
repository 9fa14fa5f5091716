// Apart from the input schemas, so telemetry can name these errors without bundling zod.

/** PC-PAYOUT-2: an instrument id must be a UUID, otherwise 'Instrument is not valid'. */
export const INSTRUMENT_NOT_VALID = 'Instrument is not valid';
/** Logged errors (PC-INSTRUMENT-4, PC-PAYOUT-2). */
export const NO_PAYOUT_INSTRUMENT = 'payout with no instrument selected';
export const SAVE_INSTRUMENT_URL_MISSING = 'save-instrument URL not available';
