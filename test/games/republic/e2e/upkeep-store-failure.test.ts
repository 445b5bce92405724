/**
 * A Republic reminder is saved before it is sent: while the store refuses
 * writes, the upkeep pings nobody (so a failing store never makes it ping on
 * every pass); once the store works again the member is reminded once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageFailure, type StoredGame } from '../../../../src/storage';
import { act, buttons, startHarness, type Harness } from '../../../e2e/harness';

let h: Harness;
let now = Date.UTC(2026, 0, 1);
beforeAll(async () => { h = await startHarness({}, () => now); });
afterAll(async () => { await h?.close(); });

const HOUR = 3_600_000;

describe('Republic reminders and a failing store', () => {
  it('sends no reminder it could not save, then reminds once', async () => {
    const { discord } = h;
    const alice = discord.as('alice');
    await act(h, () => alice.slash(discord.channelId, 'republic', { subcommand: 'new', options: { players: 1, deadline: 8 } }));
    const lobby = discord.messages(discord.channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':ystart'))).at(-1)!;
    await act(h, () => alice.click(lobby, buttons(lobby).find((b) => b.custom_id.endsWith(':ystart'))!.custom_id));
    const thread = discord.threads(discord.channelId).at(-1)!;
    const reminders = () => discord.messages(thread.id).filter((m) => /waits for your decision/.test(m.content));

    const save = h.repo.save.bind(h.repo);
    h.repo.save = async (game: StoredGame) => { throw new StorageFailure('write', `game:${game.meta.id}`, new Error('disk full')); };
    now += 3 * HOUR;
    try {
      await h.bot.upkeep();
      await h.bot.upkeep();
    } finally {
      h.repo.save = save;
    }
    expect(reminders()).toHaveLength(0);

    await h.bot.upkeep();
    await h.bot.upkeep();
    expect(reminders()).toHaveLength(1);
  }, 120_000);
});
