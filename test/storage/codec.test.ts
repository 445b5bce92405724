import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Keyv from 'keyv';
import { decodeValue, encodeValue } from '../../src/storage/raw';
import { storageTuning } from '../../src/storage/tuning';

/** JSON values whose strings often start with ':' (Keyv escapes those) or hold quotes and colons. */
const colonish = fc.oneof(fc.string(), fc.constantFrom(':', '::x', ':base64:', 'a":', '[":', ',":', 'x:'), fc.string().map((s) => `:${s}`));
const value = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    colonish, fc.integer(), fc.double({ noNaN: false }), fc.boolean(), fc.constant(null),
    fc.array(tie('v'), { maxLength: 5 }),
    fc.dictionary(colonish, tie('v'), { maxKeys: 5 }),
  ),
})).v;

describe('the stored text of a record', () => {
  const keyv = new Keyv();

  it('is exactly the text Keyv itself writes, and reads back as Keyv reads it', async () => {
    await fc.assert(fc.asyncProperty(value, async (v) => {
      const ours = await encodeValue(keyv, v);
      const keyvs = (await keyv.serializeData({ value: v, expires: undefined })) as string;
      expect(ours).toBe(keyvs);
      const back = await decodeValue(keyv, ours);
      expect(back).toEqual((await keyv.deserializeData<unknown>(keyvs))!.value);
    }), { numRuns: 500 });
  });

  it('keeps a string that starts with a colon, in a value and in a key', async () => {
    const v = { ':key': [':a', 'b', { c: '::d' }], plain: 'x:y' };
    const text = await encodeValue(keyv, v);
    expect(text).toContain('"::a"');
    expect(await decodeValue(keyv, text)).toEqual(v);
    expect((await keyv.deserializeData<unknown>(text))!.value).toEqual(v);
  });

  it('writes the same text with the fast path turned off', async () => {
    const v = { meta: { id: 'g1', seats: ['1', null] }, state: { board: [[1, 2], [3]], log: ['a', ':b'] } };
    const fast = await encodeValue(keyv, v);
    storageTuning.nativeCodec = false;
    try {
      expect(await encodeValue(keyv, v)).toBe(fast);
      expect(await decodeValue(keyv, fast)).toEqual(v);
    } finally {
      storageTuning.nativeCodec = true;
    }
  });
});
