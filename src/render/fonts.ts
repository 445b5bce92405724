/**
 * Fonts shipped in assets/fonts, registered once per process so pictures look
 * the same on every host, whatever fonts it has installed. Noto covers Latin
 * with Czech and Romanian diacritics; Nanum Square covers Korean Hangul.
 */
import { GlobalFonts } from '@napi-rs/canvas';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const FONT_DIR = fileURLToPath(new URL('../../assets/fonts/', import.meta.url));

const FILES: [file: string, family: string][] = [
  ['NotoSerif-Regular.ttf', 'LegatusSerif'],
  ['NotoSerif-Bold.ttf', 'LegatusSerifBold'],
  ['NotoSans-Bold.ttf', 'LegatusSansBold'],
  ['NanumSquareR.ttf', 'LegatusKorean'],
  ['NanumSquareB.ttf', 'LegatusKoreanBold'],
];

let registered = false;

/** Registers the project's fonts (idempotent). Throws if a font file is missing. */
export function registerFonts(): void {
  if (registered) return;
  for (const [file, family] of FILES) {
    const key = GlobalFonts.registerFromPath(join(FONT_DIR, file), family);
    if (!key) throw new Error(`Could not register font ${file} from ${FONT_DIR}`);
  }
  registered = true;
}
