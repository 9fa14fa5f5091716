import { describe, expect, it } from 'vitest';
import { addMonths, nextPeriodEnd } from '../../../../host-app/server/subscriptions/billingPeriod';

/** The 13 monthly period ends after `anchor`, each renewed from the one before, as the renewal job chains them. */
function chainedEnds(anchor: Date | null, firstEnd: Date): string[] {
  const ends = [firstEnd];
  while (ends.length < 13) ends.push(nextPeriodEnd(anchor, ends.at(-1)!, 1));
  return ends.map((end) => end.toISOString());
}

describe('monthly periods from a billing anchor', () => {
  it('keep the 31st: clamped to each short month, back to the 31st after it', () => {
    const anchor = new Date('2027-01-31T10:00:00.000Z');
    expect(chainedEnds(anchor, addMonths(anchor, 1))).toEqual([
      '2027-02-28T10:00:00.000Z',
      '2027-03-31T10:00:00.000Z',
      '2027-04-30T10:00:00.000Z',
      '2027-05-31T10:00:00.000Z',
      '2027-06-30T10:00:00.000Z',
      '2027-07-31T10:00:00.000Z',
      '2027-08-31T10:00:00.000Z',
      '2027-09-30T10:00:00.000Z',
      '2027-10-31T10:00:00.000Z',
      '2027-11-30T10:00:00.000Z',
      '2027-12-31T10:00:00.000Z',
      '2028-01-31T10:00:00.000Z',
      '2028-02-29T10:00:00.000Z',
    ]);
  });

  it('keep 29 February of a leap year on the 29th, and on the 28th in the next February', () => {
    const anchor = new Date('2028-02-29T23:59:59.999Z');
    expect(chainedEnds(anchor, addMonths(anchor, 1))).toEqual([
      '2028-03-29T23:59:59.999Z',
      '2028-04-29T23:59:59.999Z',
      '2028-05-29T23:59:59.999Z',
      '2028-06-29T23:59:59.999Z',
      '2028-07-29T23:59:59.999Z',
      '2028-08-29T23:59:59.999Z',
      '2028-09-29T23:59:59.999Z',
      '2028-10-29T23:59:59.999Z',
      '2028-11-29T23:59:59.999Z',
      '2028-12-29T23:59:59.999Z',
      '2029-01-29T23:59:59.999Z',
      '2029-02-28T23:59:59.999Z',
      '2029-03-29T23:59:59.999Z',
    ]);
    expect(addMonths(anchor, 12).toISOString()).toBe('2029-02-28T23:59:59.999Z');
  });

  it('cross the year from 31 December', () => {
    const anchor = new Date('2026-12-31T00:00:00.000Z');
    expect(chainedEnds(anchor, addMonths(anchor, 1))).toEqual([
      '2027-01-31T00:00:00.000Z',
      '2027-02-28T00:00:00.000Z',
      '2027-03-31T00:00:00.000Z',
      '2027-04-30T00:00:00.000Z',
      '2027-05-31T00:00:00.000Z',
      '2027-06-30T00:00:00.000Z',
      '2027-07-31T00:00:00.000Z',
      '2027-08-31T00:00:00.000Z',
      '2027-09-30T00:00:00.000Z',
      '2027-10-31T00:00:00.000Z',
      '2027-11-30T00:00:00.000Z',
      '2027-12-31T00:00:00.000Z',
      '2028-01-31T00:00:00.000Z',
    ]);
    expect(addMonths(anchor, 14).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('a yearly period after a monthly anchor, and a monthly one after a yearly period, stay on the anchor day', () => {
    const anchor = new Date('2027-01-31T10:00:00.000Z');
    expect(nextPeriodEnd(anchor, new Date('2027-02-28T10:00:00.000Z'), 12).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(nextPeriodEnd(anchor, new Date('2028-01-31T10:00:00.000Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
  });

  it('without an anchor, count from the current period end and keep its day', () => {
    // A subscription recorded before anchors were kept, whose month already moved to the 3rd.
    expect(nextPeriodEnd(null, new Date('2027-03-03T10:00:00.000Z'), 1).toISOString()).toBe('2027-04-03T10:00:00.000Z');
    expect(nextPeriodEnd(null, new Date('2027-01-31T10:00:00.000Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });
});
