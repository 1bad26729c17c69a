/** An iCalendar (RFC 5545) event for a booking, attached to the confirmation/cancellation mail. */
export interface CalendarBooking {
  id: number;
  title: string;
  pickupAt: Date;
  dropAt: Date;
  location: string;
}

/** 20261122T043000Z */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut--;
    parts.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  parts.push(rest);
  return parts.join('\r\n');
}

export function bookingIcs(
  booking: CalendarBooking,
  opts: { cancelled?: boolean; organizer: string; now?: Date; sequence?: number },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//SelfDrive Chhattisgarh//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${opts.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@selfdrive-cg`,
    `DTSTAMP:${icsUtc(opts.now ?? new Date())}`,
    `DTSTART:${icsUtc(booking.pickupAt)}`,
    `DTEND:${icsUtc(booking.dropAt)}`,
    `SUMMARY:${escapeText(`Self-drive: ${booking.title} (booking #${booking.id})`)}`,
    `LOCATION:${escapeText(booking.location)}`,
    `DESCRIPTION:${escapeText(`Booking #${booking.id} with ${opts.organizer}.`)}`,
    `STATUS:${opts.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    // A later version of the same event (extended, then cancelled) needs a higher sequence.
    `SEQUENCE:${(opts.sequence ?? 0) + (opts.cancelled ? 1 : 0)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
