import { describe, expect, it } from 'vitest';
import { bookingIcs, icsUtc } from './booking-calendar.js';

const booking = {
  id: 42,
  title: 'Tata Nexon EV',
  // 10:00 IST on 10 Jan 2099 is 04:30 UTC.
  pickupAt: new Date('2099-01-10T04:30:00Z'),
  dropAt: new Date('2099-01-11T04:30:00Z'),
  location: 'SelfDrive Chhattisgarh, Raipur, Chhattisgarh',
};

describe('booking calendar event', () => {
  it('writes times in UTC basic format', () => {
    expect(icsUtc(new Date('2099-01-10T04:30:00.000Z'))).toBe('20990110T043000Z');
  });

  it('is a confirmed VEVENT with UTC start and end, summary and the branch as location', () => {
    const ics = bookingIcs(booking, {
      organizer: 'SelfDrive',
      now: new Date('2099-01-01T00:00:00Z'),
    });
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('DTSTART:20990110T043000Z');
    expect(lines).toContain('DTEND:20990111T043000Z');
    expect(lines).toContain('DTSTAMP:20990101T000000Z');
    expect(lines).toContain('UID:booking-42@selfdrive-cg');
    expect(lines).toContain('SUMMARY:Self-drive: Tata Nexon EV (booking #42)');
    expect(lines).toContain('LOCATION:SelfDrive Chhattisgarh\\, Raipur\\, Chhattisgarh');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });

  it('marks a cancellation as such and folds long lines', () => {
    const ics = bookingIcs(
      { ...booking, title: 'Mahindra Scorpio-N Z8 L Diesel 4x4 Automatic Seven Seater Edition' },
      { cancelled: true, organizer: 'SelfDrive' },
    );
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    const lines = ics.split('\r\n');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(ics.replace(/\r\n /g, '')).toContain(
      'SUMMARY:Self-drive: Mahindra Scorpio-N Z8 L Diesel 4x4 Automatic Seven Seater Edition (booking #42)',
    );
  });
});
