import type { AuditEntry } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { auditCsvRows, auditFileName, csvField, toCsv, UTF8_BOM } from './audit-csv';

const HEADINGS = {
  id: 'ID',
  time: '时间',
  operatorId: 'Operator ID',
  operator: 'Operator',
  action: 'Action',
  outcome: 'Outcome',
  message: 'Message',
  input: 'Input',
  result: 'Result',
  clientAddress: 'Address',
};

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 7,
    operator_id: 3,
    operator_nickname: '运营小王',
    action: 'Admin/reviewHorn',
    input: { id: 12, approve: false, note: 'has a "phone", number' },
    result: null,
    outcome: 0,
    message: '',
    client_address: '203.0.113.9',
    created_at: '2026-11-22T12:00:00.000Z',
    ...overrides,
  };
}

describe('audit CSV', () => {
  it('quotes fields with quotes, commas and line breaks, and only those', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField('')).toBe('');
  });

  it('keeps formula-like cells as text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@cmd')).toBe("'@cmd");
  });

  it('starts with the UTF-8 BOM and separates records with CRLF', () => {
    const csv = toCsv([
      ['a', 'b'],
      ['中文', 'x,y'],
    ]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('a,b\r\n中文,"x,y"');
    // The BOM survives encoding: Excel sees EF BB BF.
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes one row per entry under the headings, input and result as compact JSON', () => {
    const rows = auditCsvRows(
      [
        entry(),
        entry({ id: 8, outcome: 1, message: '已处理', client_address: null, result: { ok: true } }),
      ],
      HEADINGS,
    );
    expect(rows[0]).toEqual(Object.values(HEADINGS));
    expect(rows[1]).toEqual([
      '7',
      '2026-11-22T12:00:00.000Z',
      '3',
      '运营小王',
      'Admin/reviewHorn',
      '0',
      '',
      '{"id":12,"approve":false,"note":"has a \\"phone\\", number"}',
      'null',
      '203.0.113.9',
    ]);
    expect(rows[2]?.slice(5)).toEqual(['1', '已处理', rows[1]?.[7], '{"ok":true}', '']);
    const csv = toCsv(rows);
    // The input's quotes are doubled inside one quoted field.
    expect(csv).toContain(
      '"{""id"":12,""approve"":false,""note"":""has a \\""phone\\"", number""}"',
    );
    expect(csv.split('\r\n')).toHaveLength(3);
  });

  it('names the file after the day in the site time zone', () => {
    // 23:30 UTC on 21 Nov is already 22 Nov in Shanghai.
    expect(auditFileName(new Date('2026-11-21T23:30:00Z'))).toBe('tifo-audit-20261122.csv');
  });
});
