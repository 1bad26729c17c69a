/** One record of a CSV file: its cells and the line of the file it starts on. */
export interface CsvRecord {
  line: number;
  cells: string[];
  /** A quoted cell was never closed: the rest of the file ran into it. */
  broken: boolean;
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter the first lines use most (banks' "CSV" is sometimes ; or tab separated). */
function delimiterOf(text: string) {
  const head = text
    .slice(0, 4096)
    .split(/\r\n|\n|\r/, 10)
    .join('\n');
  let best: string = ',';
  let most = 0;
  for (const d of DELIMITERS) {
    const n = head.split(d).length - 1;
    if (n > most) [best, most] = [d, n];
  }
  return best;
}

/**
 * Where the next of a character is, from a position that only moves forward: each search
 * starts where the last one ended, so a file is scanned once whatever its line ends.
 */
function nextOf(text: string, char: string) {
  let at = -2;
  return (from: number) => {
    if (at !== -1 && at < from) at = text.indexOf(char, from);
    return at < 0 ? text.length : at;
  };
}

/**
 * Reads CSV text as RFC 4180 says (quoted cells with "" for a quote, delimiters and line breaks
 * inside quotes), with a byte-order mark, CRLF, LF or CR line ends. Cells are trimmed. A line
 * without a quote is split as it is; one with a quote is read character by character.
 */
export function readCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = delimiterOf(text);
  const [lf, cr, quote] = ['\n', '\r', '"'].map((c) => nextOf(text, c)) as [
    (from: number) => number,
    (from: number) => number,
    (from: number) => number,
  ];
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const end = Math.min(lf(i), cr(i));
    const start = line;
    let cells: string[];
    let broken = false;
    if (quote(i) > end) {
      cells = text
        .slice(i, end)
        .split(delimiter)
        .map((c) => c.trim());
      i = end;
    } else {
      const quoted = readQuotedRecord(text, i, delimiter);
      ({ cells, broken } = quoted);
      line += quoted.breaks;
      i = quoted.next;
    }
    if (text[i] === '\r' && text[i + 1] === '\n') i++;
    i++;
    line++;
    if (broken || cells.some((v) => v !== '')) records.push({ line: start, cells, broken });
  }
  return records;
}

/** One record from `from` with quoted cells: its cells, the line breaks inside them, its end. */
function readQuotedRecord(text: string, from: number, delimiter: string) {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let breaks = 0;
  let i = from;
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) breaks++;
        cell += c;
      }
    } else if (c === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (c === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else if (c === '\r' || c === '\n') break;
    else cell += c;
  }
  cells.push(cell.trim());
  return { cells, breaks, next: i, broken: quoted };
}
