const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const CLOCK = String.raw`(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([AaPp]\.?[Mm]\.?)?`;
/** 20-11-2026 14:30:05, 20/11/2026 02:30:05 PM, 20.11.26 2:30 pm (day first, as in India). */
const NUMERIC = new RegExp(String.raw`^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})[\sT,]+${CLOCK}$`);
/** 01 Sep 26 11:51 PM, 01-Sep-2026 23:51:00, 1 September 2026, 11:51 pm. */
const NAMED = new RegExp(
  String.raw`^(\d{1,2})[-\s]([A-Za-z]{3,9})[-\s,]+(\d{2}|\d{4})[\sT,]+${CLOCK}$`,
);
/** 2026-11-20 14:30:05 or 2026-11-20T09:00:05Z (an offset is kept; none: IST). */
const ISO = new RegExp(
  String.raw`^(\d{4})-(\d{2})-(\d{2})[\sT]+(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?$`,
);

/** The instant of a wall-clock time, checked (no 31 February, no 13 PM). */
function instant(
  parts: { y: number; mo: number; d: number; h: number; mi: number; s: number },
  offsetMs: number,
) {
  const { y, mo, d, h, mi, s } = parts;
  if (mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 59) return null;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(utc);
  if (back.getUTCDate() !== d || back.getUTCMonth() !== mo - 1) return null;
  return new Date(utc - offsetMs);
}

function hour24(hour: string, meridiem: string | undefined) {
  const h = Number(hour);
  if (!meridiem) return h;
  if (h < 1 || h > 12) return 99;
  const pm = meridiem[0]?.toLowerCase() === 'p';
  return (h % 12) + (pm ? 12 : 0);
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

function offsetOf(zone: string | undefined) {
  if (!zone) return IST_OFFSET_MS;
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

/**
 * A statement's date and time as an instant: Indian formats, day first, read as IST unless an
 * ISO time names its offset. Null when it is not a date with a time.
 */
export function parseStatementTime(text: string): Date | null {
  const value = text.trim().replace(/\s+/g, ' ');
  const numeric = NUMERIC.exec(value);
  if (numeric) {
    const [, d, mo, y, h, mi, s, m] = numeric;
    return instant(
      {
        y: fullYear(y ?? ''),
        mo: Number(mo),
        d: Number(d),
        h: hour24(h ?? '', m),
        mi: Number(mi),
        s: Number(s ?? 0),
      },
      IST_OFFSET_MS,
    );
  }
  const named = NAMED.exec(value);
  if (named) {
    const [, d, month, y, h, mi, s, m] = named;
    const mo = MONTHS.indexOf((month ?? '').slice(0, 3).toLowerCase()) + 1;
    if (mo === 0) return null;
    return instant(
      {
        y: fullYear(y ?? ''),
        mo,
        d: Number(d),
        h: hour24(h ?? '', m),
        mi: Number(mi),
        s: Number(s ?? 0),
      },
      IST_OFFSET_MS,
    );
  }
  const iso = ISO.exec(value);
  if (!iso) return null;
  const [, y, mo, d, h, mi, s, zone] = iso;
  return instant(
    { y: Number(y), mo: Number(mo), d: Number(d), h: Number(h), mi: Number(mi), s: Number(s ?? 0) },
    offsetOf(zone),
  );
}
