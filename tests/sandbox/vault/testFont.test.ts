import { describe, expect, it } from 'vitest';
import { TEST_FONT_PATH } from '../../../sandbox/vault/routes/testFont';
import { TEST_FONT_FAMILY } from '../../../sandbox/vault/testFont';
import { useTestSandbox } from '../helpers';

const t = useTestSandbox();

interface TableRecord {
  checksum: number;
  offset: number;
  length: number;
}

function tableDirectory(font: Buffer): Map<string, TableRecord> {
  const count = font.readUInt16BE(4);
  const tables = new Map<string, TableRecord>();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    tables.set(font.toString('latin1', at, at + 4), { checksum: font.readUInt32BE(at + 4), offset: font.readUInt32BE(at + 8), length: font.readUInt32BE(at + 12) });
  }
  return tables;
}

function sum(bytes: Buffer): number {
  let total = 0;
  for (let i = 0; i < bytes.length; i += 4) total = (total + bytes.readUInt32BE(i)) >>> 0;
  return total;
}

/** The family name as the name table's Windows records hold it (UTF-16BE). */
function familyName(font: Buffer, name: TableRecord): string | undefined {
  const count = font.readUInt16BE(name.offset + 2);
  const strings = name.offset + font.readUInt16BE(name.offset + 4);
  for (let i = 0; i < count; i++) {
    const at = name.offset + 6 + i * 12;
    if (font.readUInt16BE(at + 6) !== 1) continue;
    const start = strings + font.readUInt16BE(at + 10);
    return Buffer.from(font.subarray(start, start + font.readUInt16BE(at + 8))).swap16().toString('utf16le');
  }
  return undefined;
}

describe('the test font', () => {
  it('is served as a cross-origin font from the vault', async () => {
    const response = await t.vault.inject({ method: 'GET', url: TEST_FONT_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/ttf');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is a well-formed TrueType file with correct checksums and its family name', async () => {
    const font = (await t.vault.inject({ method: 'GET', url: TEST_FONT_PATH })).rawPayload;
    expect(font.readUInt32BE(0)).toBe(0x00010000);
    const tables = tableDirectory(font);
    expect([...tables.keys()]).toEqual(['OS/2', 'cmap', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'name', 'post']);
    for (const [tag, table] of tables) {
      const padded = Buffer.concat([font.subarray(table.offset, table.offset + table.length), Buffer.alloc((4 - (table.length % 4)) % 4)]);
      if (tag === 'head') padded.writeUInt32BE(0, 8);
      expect(sum(padded), tag).toBe(table.checksum);
    }
    const head = tables.get('head')!;
    expect(font.readUInt32BE(head.offset + 12)).toBe(0x5f0f3cf5);
    expect(sum(font)).toBe(0xb1b0afba);
    expect(familyName(font, tables.get('name')!)).toBe(TEST_FONT_FAMILY);
  });
});
