import { CSV_MAX_BYTES, type CsvImportReport } from '@intake/contracts/csv-import';
import { describe, expect, it } from 'vitest';
import { buildReportCsv, countCsvRows, refuseFile } from './csv-report';

const report: CsvImportReport = {
  rows: 6,
  added: 2,
  skipped: 1,
  rejected: 3,
  problems: [
    { line: 3, email: 'ada@example.org', outcome: 'skipped', reason: 'Email already exists' },
    { line: 5, email: null, outcome: 'rejected', reason: 'Please fill in missing fields' },
    {
      line: 6,
      email: 'bad, "quoted"@x',
      outcome: 'rejected',
      reason: 'Please enter a valid email address\nsecond line',
    },
    { line: 9, email: '=HYPERLINK("x")', outcome: 'rejected', reason: '+234 is not a phone' },
  ],
  problemsTruncated: false,
};

describe('buildReportCsv', () => {
  it('writes a header and one row per problem, quoting, doubling quotes and defusing formulas', () => {
    expect(buildReportCsv(report)).toBe(
      [
        'line,email,outcome,reason',
        '3,ada@example.org,skipped,Email already exists',
        '5,,rejected,Please fill in missing fields',
        '6,"bad, ""quoted""@x",rejected,"Please enter a valid email address\nsecond line"',
        `9,"'=HYPERLINK(""x"")",rejected,'+234 is not a phone`,
        '',
      ].join('\r\n'),
    );
  });

  it('is just the header when every row was added', () => {
    expect(buildReportCsv({ ...report, problems: [] })).toBe('line,email,outcome,reason\r\n');
  });
});

describe('countCsvRows', () => {
  it('counts data rows after the header, keeping quoted line breaks inside their row', () => {
    expect(countCsvRows('firstName,email\nAda,a@x.org\r\n"Multi\nline",b@x.org\n\n')).toBe(2);
    expect(countCsvRows('firstName,email')).toBe(0);
    expect(countCsvRows('')).toBe(0);
    expect(countCsvRows('h\na\nb')).toBe(2);
  });
});

describe('refuseFile', () => {
  it('takes a .csv in any case and refuses other names or an oversized file', () => {
    expect(refuseFile(new File(['a'], 'applicants.csv'))).toBeNull();
    expect(refuseFile(new File(['a'], 'APPLICANTS.CSV'))).toBeNull();
    expect(refuseFile(new File(['a'], 'applicants.xlsx'))).toBe('Only .csv files can be uploaded.');
    expect(refuseFile(new File(['a'], 'applicants.csv.exe'))).toBe('Only .csv files can be uploaded.');
    const big = new File(['a'], 'big.csv');
    Object.defineProperty(big, 'size', { value: CSV_MAX_BYTES + 1 });
    expect(refuseFile(big)).toBe('The file is larger than 20 MB.');
  });
});
