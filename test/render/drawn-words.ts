/**
 * The words a renderer draws, captured from the canvas itself: every
 * fillText/strokeText call of any 2D context while `draw` runs. Tests check
 * these against the locale files instead of guessing from the renderer's code.
 */
import { createCanvas } from '@napi-rs/canvas';
import { leafKeys } from '../../src/i18n';

export function drawnTexts(draw: () => unknown): string[] {
  const capture = captureTexts();
  try {
    draw();
  } finally {
    capture.stop();
  }
  return capture.seen;
}

/** drawnTexts for drawing code that awaits (a bot handler that reads the store before it draws). */
export async function drawnTextsAsync(draw: () => Promise<unknown>): Promise<string[]> {
  const capture = captureTexts();
  try {
    await draw();
  } finally {
    capture.stop();
  }
  return capture.seen;
}

function captureTexts() {
  const proto = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as Record<string, (...a: unknown[]) => unknown>;
  const seen: string[] = [];
  const originals = { fillText: proto.fillText, strokeText: proto.strokeText };
  for (const name of ['fillText', 'strokeText'] as const) {
    const original = originals[name];
    proto[name] = function (this: unknown, text: unknown, ...rest: unknown[]) {
      seen.push(String(text));
      return original.call(this, text, ...rest);
    };
  }
  return {
    seen,
    stop() {
      proto.fillText = originals.fillText;
      proto.strokeText = originals.strokeText;
    },
  };
}

/** Words (runs of letters) of a text. */
export function words(text: string): string[] {
  return text.match(/\p{L}+/gu) ?? [];
}

/** Every word of every string of a locale object (a locale file, a table of names). */
export function vocabulary(...objects: unknown[]): Set<string> {
  const out = new Set<string>();
  for (const o of objects) {
    for (const key of leafKeys(o)) {
      const value = key.split('.').reduce((x: any, k) => x?.[k], o);
      // Placeholders are not words of the language.
      if (typeof value === 'string') for (const w of words(value.replace(/\{\{\w+\}\}/g, ' '))) out.add(w);
    }
  }
  return out;
}
