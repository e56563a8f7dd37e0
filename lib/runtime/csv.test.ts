import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { CSV_BOM, toCsv } from "./csv.ts";

const columns = [
  { header: "Name", value: (row: { name: string }) => row.name },
  { header: "Length", value: (row: { name: string }) => row.name.length },
];

const cells = (csv: string) => Papa.parse<string[]>(csv.slice(CSV_BOM.length)).data;

describe("toCsv", () => {
  it("starts with the UTF-8 BOM and ends rows with CRLF", () => {
    const csv = toCsv([{ name: "Zoë" }, { name: "Ana" }], columns);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe("Name,Length\r\nZoë,3\r\nAna,3");
  });

  it("quotes commas, quotes and line breaks as RFC 4180 says, and they read back unchanged", () => {
    const name = 'Acme, "the best"\r\nsecond line';
    const csv = toCsv([{ name }], columns);
    expect(csv).toContain('"Acme, ""the best""\r\nsecond line"');
    expect(cells(csv)[1]?.[0]).toBe(name);
  });

  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ["-2+3", "'-2+3"],
    ["+A1", "'+A1"],
    ["-cmd|' /C calc'!A0", "'-cmd|' /C calc'!A0"],
    ["+1 713 555 0100\n=cmd", "'+1 713 555 0100\n=cmd"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", "'\rcmd"],
    ["=1+1\nsecond line", "'=1+1\nsecond line"],
  ])("neutralises the formula-like cell %j", (value, shown) => {
    expect(cells(toCsv([{ name: value }], columns))[1]?.[0]).toBe(shown);
  });

  it.each([
    "a=b",
    " =not at the start",
    "plain@example.com",
    "",
    "100%",
    "-40250.00",
    "+12.5",
    "-.5",
    "+1 713 555 0100",
    "+1 (713) 555-0100",
    "-",
  ])("leaves %j as it is", (value) => {
    expect(cells(toCsv([{ name: value }], columns))[1]?.[0]).toBe(value);
  });

  it("writes empty cells for null and undefined", () => {
    const csv = toCsv(
      [{ a: null, b: undefined }],
      [
        { header: "A", value: (row: { a: null }) => row.a },
        { header: "B", value: (row: { b: undefined }) => row.b },
      ],
    );
    expect(csv.slice(1)).toBe("A,B\r\n,");
  });
});
