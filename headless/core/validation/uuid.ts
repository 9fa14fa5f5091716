const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stored instrument ids are UUIDs (PC-INSTRUMENT-1). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
