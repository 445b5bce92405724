/**
 * The characters a TrueType font maps (its cmap table, formats 4 and 12), so a
 * test can prove the bundled fonts cover every string the picture draws
 * without relying on whatever fonts the host has installed.
 */
import { readFileSync } from 'node:fs';

export function fontCharacters(path: string): Set<number> {
  const buf = readFileSync(path);
  const numTables = buf.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    if (buf.toString('ascii', rec, rec + 4) === 'cmap') cmap = buf.readUInt32BE(rec + 8);
  }
  if (cmap < 0) throw new Error(`${path}: no cmap table`);
  const out = new Set<number>();
  const subtables = buf.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const platform = buf.readUInt16BE(cmap + 4 + i * 8);
    const offset = cmap + buf.readUInt32BE(cmap + 4 + i * 8 + 4);
    if (platform !== 0 && platform !== 3) continue;
    const format = buf.readUInt16BE(offset);
    if (format === 4) readFormat4(buf, offset, out);
    else if (format === 12) readFormat12(buf, offset, out);
  }
  return out;
}

function readFormat4(buf: Buffer, o: number, out: Set<number>): void {
  const segX2 = buf.readUInt16BE(o + 6);
  const ends = o + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffsets = deltas + segX2;
  for (let s = 0; s < segX2; s += 2) {
    const end = buf.readUInt16BE(ends + s);
    const start = buf.readUInt16BE(starts + s);
    const delta = buf.readInt16BE(deltas + s);
    const ro = buf.readUInt16BE(rangeOffsets + s);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (ro === 0) glyph = (c + delta) & 0xffff;
      else {
        const at = rangeOffsets + s + ro + (c - start) * 2;
        glyph = buf.readUInt16BE(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) out.add(c);
    }
  }
}

function readFormat12(buf: Buffer, o: number, out: Set<number>): void {
  const groups = buf.readUInt32BE(o + 12);
  for (let g = 0; g < groups; g++) {
    const start = buf.readUInt32BE(o + 16 + g * 12);
    const end = buf.readUInt32BE(o + 16 + g * 12 + 4);
    for (let c = start; c <= end; c++) out.add(c);
  }
}
