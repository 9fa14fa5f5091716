/**
 * The sandbox's test font, built in code so the repository ships no font binary: a minimal
 * TrueType font named TEST_FONT_FAMILY whose digits are solid blocks (and whose space is
 * blank). Merchants' font options can point at it in TEST; tests see it load in the frame.
 */
export const TEST_FONT_FAMILY = 'Sandbox Blocks';
const POSTSCRIPT_NAME = 'SandboxBlocks-Regular';
const UNITS_PER_EM = 1000;

class Writer {
  private readonly bytes: number[] = [];
  u8(value: number) {
    this.bytes.push(value & 0xff);
    return this;
  }
  u16(value: number) {
    return this.u8(value >> 8).u8(value);
  }
  i16(value: number) {
    return this.u16(value < 0 ? value + 0x10000 : value);
  }
  u32(value: number) {
    return this.u16(Math.floor(value / 0x10000) & 0xffff).u16(value & 0xffff);
  }
  raw(values: Iterable<number>) {
    for (const value of values) this.u8(value);
    return this;
  }
  get length() {
    return this.bytes.length;
  }
  toBuffer() {
    return Buffer.from(this.bytes);
  }
}

// Glyphs: 0 .notdef (empty), 1 the block every digit maps to, 2 the space.
const BLOCK = { xMin: 100, yMin: 0, xMax: 500, yMax: 700 };
const METRICS = [
  { advance: 600, lsb: 0 },
  { advance: 600, lsb: BLOCK.xMin },
  { advance: 300, lsb: 0 },
];

function glyf(): Buffer {
  const block = new Writer()
    .i16(1) // one contour
    .i16(BLOCK.xMin).i16(BLOCK.yMin).i16(BLOCK.xMax).i16(BLOCK.yMax)
    .u16(3) // last point index of the contour
    .u16(0) // no instructions
    .raw([1, 1, 1, 1]); // four on-curve points, coordinates as int16 deltas
  // Clockwise: (100,0) (100,700) (500,700) (500,0).
  for (const dx of [100, 0, 400, 0]) block.i16(dx);
  for (const dy of [0, 700, 0, -700]) block.i16(dy);
  return block.toBuffer();
}

function loca(glyphLength: number): Buffer {
  // Short offsets (halved): .notdef empty, the block, the empty space.
  return new Writer().u16(0).u16(0).u16(glyphLength / 2).u16(glyphLength / 2).toBuffer();
}

function head(): Buffer {
  return new Writer()
    .u32(0x00010000).u32(0x00010000)
    .u32(0) // checkSumAdjustment, set once the whole font is known
    .u32(0x5f0f3cf5)
    .u16(0x000b).u16(UNITS_PER_EM)
    .u32(0).u32(0).u32(0).u32(0) // created, modified
    .i16(BLOCK.xMin).i16(BLOCK.yMin).i16(BLOCK.xMax).i16(BLOCK.yMax)
    .u16(0).u16(8).i16(2)
    .i16(0) // short loca
    .i16(0)
    .toBuffer();
}

function hhea(): Buffer {
  return new Writer()
    .u32(0x00010000).i16(800).i16(-200).i16(0)
    .u16(600).i16(0).i16(0).i16(BLOCK.xMax)
    .i16(1).i16(0).i16(0)
    .i16(0).i16(0).i16(0).i16(0)
    .i16(0).u16(METRICS.length)
    .toBuffer();
}

function hmtx(): Buffer {
  const writer = new Writer();
  for (const { advance, lsb } of METRICS) writer.u16(advance).i16(lsb);
  return writer.toBuffer();
}

function maxp(): Buffer {
  const writer = new Writer().u32(0x00010000).u16(METRICS.length).u16(4).u16(1).u16(0).u16(0).u16(2);
  for (let i = 0; i < 9; i++) writer.u16(0);
  return writer.toBuffer();
}

function os2(): Buffer {
  return new Writer()
    .u16(4).i16(550).u16(400).u16(5).u16(0)
    .i16(650).i16(600).i16(0).i16(75).i16(650).i16(600).i16(0).i16(350).i16(50).i16(300)
    .i16(0)
    .raw(new Array(10).fill(0)) // panose
    .u32(1).u32(0).u32(0).u32(0) // Basic Latin
    .raw(Buffer.from('NONE', 'latin1'))
    .u16(0x0040).u16(0x20).u16(0x39)
    .i16(800).i16(-200).i16(0).u16(800).u16(200)
    .u32(1).u32(0)
    .i16(500).i16(700).u16(0).u16(0x20).u16(0)
    .toBuffer();
}

function cmap(): Buffer {
  // Format 4 with three segments: space → glyph 2, digits → glyph 1 (through the glyph
  // id array), and the closing 0xFFFF segment.
  const segments = [
    { start: 0x20, end: 0x20, delta: 2 - 0x20, rangeOffset: 0 },
    { start: 0x30, end: 0x39, delta: 0, rangeOffset: 4 },
    { start: 0xffff, end: 0xffff, delta: 1, rangeOffset: 0 },
  ];
  const glyphIds = new Array(10).fill(1);
  const length = 16 + 8 * segments.length + 2 * glyphIds.length;
  const writer = new Writer()
    .u16(0).u16(1) // version, one encoding record
    .u16(3).u16(1).u32(12) // Windows, Unicode BMP
    .u16(4).u16(length).u16(0)
    .u16(segments.length * 2).u16(4).u16(1).u16(2);
  for (const { end } of segments) writer.u16(end);
  writer.u16(0);
  for (const { start } of segments) writer.u16(start);
  for (const { delta } of segments) writer.i16(((delta + 0x8000) % 0x10000) - 0x8000);
  for (const { rangeOffset } of segments) writer.u16(rangeOffset);
  for (const id of glyphIds) writer.u16(id);
  return writer.toBuffer();
}

function name(): Buffer {
  const names: [number, string][] = [
    [1, TEST_FONT_FAMILY],
    [2, 'Regular'],
    [3, `${POSTSCRIPT_NAME};sandbox`],
    [4, `${TEST_FONT_FAMILY} Regular`],
    [6, POSTSCRIPT_NAME],
  ];
  const strings = names.map(([, text]) => Buffer.from(text, 'utf16le').swap16());
  const writer = new Writer().u16(0).u16(names.length).u16(6 + 12 * names.length);
  let offset = 0;
  names.forEach(([id], index) => {
    const length = strings[index]!.length;
    writer.u16(3).u16(1).u16(0x409).u16(id).u16(length).u16(offset);
    offset += length;
  });
  for (const text of strings) writer.raw(text);
  return writer.toBuffer();
}

function post(): Buffer {
  return new Writer().u32(0x00030000).u32(0).i16(-100).i16(50).u32(0).u32(0).u32(0).u32(0).u32(0).toBuffer();
}

const padded = (table: Buffer) => Buffer.concat([table, Buffer.alloc((4 - (table.length % 4)) % 4)]);

function checksum(data: Buffer): number {
  const bytes = padded(data);
  let sum = 0;
  for (let i = 0; i < bytes.length; i += 4) sum = (sum + bytes.readUInt32BE(i)) >>> 0;
  return sum;
}

export function buildTestFont(): Buffer {
  const glyphs = glyf();
  const tables: [string, Buffer][] = (
    [
      ['OS/2', os2()],
      ['cmap', cmap()],
      ['glyf', glyphs],
      ['head', head()],
      ['hhea', hhea()],
      ['hmtx', hmtx()],
      ['loca', loca(glyphs.length)],
      ['maxp', maxp()],
      ['name', name()],
      ['post', post()],
    ] as [string, Buffer][]
  ).sort(([a], [b]) => (a < b ? -1 : 1));

  const count = tables.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const directory = new Writer().u32(0x00010000).u16(count).u16(power * 16).u16(Math.log2(power)).u16(count * 16 - power * 16);
  let offset = 12 + 16 * count;
  let headOffset = 0;
  for (const [tag, data] of tables) {
    if (tag === 'head') headOffset = offset;
    directory.raw(Buffer.from(tag, 'latin1')).u32(checksum(data)).u32(offset).u32(data.length);
    offset += padded(data).length;
  }
  const font = Buffer.concat([directory.toBuffer(), ...tables.map(([, data]) => padded(data))]);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}
