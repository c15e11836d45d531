import { describe, expect, it } from 'vitest';
import { daysOf, timeOf, whenText } from './self-booking-picker.ts';
import { roundTitle } from './self-booking-view.ts';

// The picker's days and times across daylight-saving changes: a day is the candidate's calendar
// day, however long, and each time is read in their zone.

const slotAt = (iso: string) => ({
  start_timestamp: Date.parse(iso),
  end_timestamp: Date.parse(iso) + 2_700_000,
  interviewer_ids: [],
});

describe('the self-booking picker', () => {
  it('groups the times by the candidate’s day across a daylight-saving change, with none skipped', () => {
    // London springs forward on 28 March 2027 at 01:00 UTC; 10:00 UTC reads 10:00, then 11:00.
    const slots = [slotAt('2027-03-27T10:00:00Z'), slotAt('2027-03-28T10:00:00Z'), slotAt('2027-03-29T10:00:00Z')];
    const days = daysOf(slots, 'Europe/London', {
      start: Date.parse('2027-03-26T12:00:00Z'),
      end: Date.parse('2027-03-31T12:00:00Z'),
    });
    expect(days.map((day) => [day.key, day.slots.length])).toEqual([
      ['2027-03-26', 0],
      ['2027-03-27', 1],
      ['2027-03-28', 1],
      ['2027-03-29', 1],
      ['2027-03-30', 0],
      ['2027-03-31', 0],
    ]);
    expect(slots.map((slot) => timeOf(slot.start_timestamp, 'Europe/London'))).toEqual(['10:00', '11:00', '11:00']);
    // Casablanca goes from +01 to +00 for Ramadan on 7 February 2027.
    const morocco = [slotAt('2027-02-06T09:00:00Z'), slotAt('2027-02-07T09:00:00Z')];
    expect(morocco.map((slot) => timeOf(slot.start_timestamp, 'Africa/Casablanca'))).toEqual(['10:00', '09:00']);
    expect(whenText(morocco[1]!.start_timestamp, morocco[1]!.end_timestamp, 'Africa/Casablanca')).toBe(
      'Sunday, 7 February 2027, 09:00–09:45 (Africa/Casablanca)',
    );
    // A slot late in the evening in UTC is the next day in Asia/Kolkata.
    expect(
      daysOf([slotAt('2027-03-27T20:00:00Z')], 'Asia/Kolkata', {
        start: Date.parse('2027-03-27T00:00:00Z'),
        end: Date.parse('2027-03-28T12:00:00Z'),
      }).find((day) => day.slots.length > 0)?.key,
    ).toBe('2027-03-28');
  });

  it('names the round once: “Hiring manager interview”, never “interview interview”', () => {
    expect(roundTitle('Hiring manager interview')).toBe('Hiring manager interview');
    expect(roundTitle('Technical')).toBe('Technical interview');
    expect(roundTitle('  Final Interview ')).toBe('Final Interview');
  });
});
