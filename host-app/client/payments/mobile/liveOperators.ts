import type { Operator } from '../../../shared/apiTypes';

/** Section 7: home lists the country's operators; only live ones can bill. */
export const liveOperators = (operators: readonly Operator[]): Operator[] => operators.filter((operator) => operator.isLive);
