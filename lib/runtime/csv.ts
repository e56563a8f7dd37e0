import Papa from "papaparse";

/**
 * Cells a spreadsheet would run as a formula: a leading = or @; a leading + or - unless the cell is a
 * number (-40250.00) or reads as one (a phone number: +1 713 555 0142), that is nothing after the sign
 * but digits, spaces and . , ( ) / -, from which no function or command can be written; or a tab or
 * carriage return (which some spreadsheets strip before looking). Papa's own default pattern stops at
 * the first line break, so a multi-line cell would slip through; this one reads the whole cell.
 */
const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d ().,/-]*$))/;

/** UTF-8 byte order mark: spreadsheets then read accents and emoji as UTF-8. */
export const CSV_BOM = "\uFEFF";

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * RFC 4180 CSV (CRLF line ends, quotes doubled, fields with , " CR LF quoted) with a BOM, every
 * formula-like cell prefixed with ' so that it is shown as text, never run; numbers stay numbers.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const data = rows.map((row) => columns.map((column) => column.value(row) ?? ""));
  return (
    CSV_BOM +
    Papa.unparse(
      { fields: columns.map((column) => column.header), data },
      { newline: "\r\n", quotes: false, escapeFormulae: FORMULA_START, header: true },
    )
  );
}
