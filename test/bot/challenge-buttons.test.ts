/** The one Accept / Decline row of every offer to play: routed by its custom_ids, labelled in the offer's language. */
import { describe, expect, it } from 'vitest';
import { challengeButtons } from '../../src/bot/challenge-buttons';
import { decodeCustomId } from '../../src/bot/custom-id';
import { translator } from '../../src/i18n';

describe('challengeButtons', () => {
  it('carries the game id and the two verbs, labelled in the given language', () => {
    const row = challengeButtons('g123', translator('cs')) as { components: { custom_id: string; label: string }[] };
    expect(row.components.map((b) => decodeCustomId(b.custom_id))).toEqual([
      { scope: 'c', gameId: 'g123', verb: 'accept' },
      { scope: 'c', gameId: 'g123', verb: 'decline' },
    ]);
    expect(row.components.map((b) => b.label)).toEqual([translator('cs')('challenge.accept'), translator('cs')('challenge.decline')]);
    expect(row.components[0].label).not.toBe(translator('en')('challenge.accept'));
  });
});
