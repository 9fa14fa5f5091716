/** Injectable so tests can move time past token expiry and settlement. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
