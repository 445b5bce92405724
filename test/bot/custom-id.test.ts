import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_ID_MAX, challengeId, decodeCustomId, encodeCustomId, gameId, pickGameId } from '../../src/bot/custom-id';

const part = fc.stringMatching(/^[A-Za-z0-9_.|-]{1,8}$/);

describe('custom_id codec', () => {
  it('round-trips game ids with any version, verb and short arguments', () => {
    fc.assert(fc.property(part, fc.nat(100_000), part, fc.array(part, { maxLength: 4 }), (id, version, verb, args) => {
      const encoded = gameId(id, version, verb, ...args);
      expect(encoded.length).toBeLessThanOrEqual(CUSTOM_ID_MAX);
      expect(decodeCustomId(encoded)).toEqual({ scope: 'g', gameId: id, version, verb, args });
    }), { numRuns: 300 });
  });

  it('encodes challenges and game pickers', () => {
    expect(decodeCustomId(challengeId('abc123de', 'accept'))).toEqual({ scope: 'c', gameId: 'abc123de', verb: 'accept' });
    expect(decodeCustomId(pickGameId('resign'))).toEqual({ scope: 'q', subcommand: 'resign' });
    const id = { scope: 'g' as const, gameId: 'x1', version: 7, verb: 'pl', args: ['C05', '12', '0', '1'] };
    expect(decodeCustomId(encodeCustomId(id))).toEqual(id);
  });

  it('refuses parts with separators and ids over 100 characters', () => {
    expect(() => gameId('a:b', 1, 'play')).toThrow();
    expect(() => gameId('a', 1, 'play', 'x'.repeat(100))).toThrow(/longer than 100/);
  });

  it('returns null for ids it did not make', () => {
    for (const raw of ['', 'hello', 'g:abc:notanumber:play', 'g:abc:1', 'c:abc', 'q:a:b', 'x:1:2:3', `g:a:1:${'v'.repeat(120)}`, 'g:a b:1:play']) {
      expect(decodeCustomId(raw)).toBeNull();
    }
  });
});
