/**
 * The play page with the real Legatus bot: two browser pages, one per player,
 * play the first moves of a Caesar! duel by clicking what the page shows, and
 * each page shows the mover's private choices only to the mover.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameOf } from '../e2e/harness';
import { boards, privateMessages, usePlayPage } from './play-page';

const play = usePlayPage('caesar');

/** The mover clicks Play on the newest board, then the first offered choice at each step, until a new board appears. */
async function playFirstChoices(page: Page): Promise<void> {
  const before = await boards(page).count();
  await boards(page).last().locator('[data-testid=button][data-custom-id$=":play"]').click();
  const builder = privateMessages(page).last();
  await builder.waitFor();
  for (let step = 0; step < 12 && (await boards(page).count()) === before; step++) {
    const version = await builder.getAttribute('data-message-id');
    const text = await builder.getByTestId('message-content').textContent();
    const menu = builder.getByTestId('select-menu').first();
    if (await menu.count()) {
      const value = await menu.locator('option:not([disabled])').first().getAttribute('value');
      await menu.selectOption(value!);
    } else {
      const next = builder.locator('[data-testid=button]:not([data-custom-id$=":back"])').first();
      if (!(await next.count())) break;
      await next.click();
    }
    // Wait for the builder to change (or the new board to arrive) before the next step.
    await page.waitForFunction(
      ([id, old, n]) => {
        const el = document.querySelector(`[data-message-id="${id}"] [data-testid=message-content]`);
        const count = Array.from(document.querySelectorAll('[data-testid=message][data-ephemeral=false]')).filter((m) => m.querySelector('[data-testid=attachment-image]')).length;
        return count > Number(n) || !el || el.textContent !== old;
      },
      [version, text, String(before)] as const,
    );
  }
  await expect.poll(() => boards(page).count(), { timeout: 10_000 }).toBeGreaterThan(before);
}

describe('the play page with the Caesar! bot', () => {
  it('lets two users challenge, accept and play their first moves, each seeing only their own private choices', async () => {
    const alice = await play.openAs('alice');
    const bob = await play.openAs('bob');

    await alice.getByTestId('command-input').fill('/caesar challenge opponent:@bob');
    await alice.getByTestId('command-input').press('Escape');
    await alice.getByTestId('command-send').click();
    const accept = bob.locator('[data-testid=button][data-custom-id$=":accept"]');
    await accept.waitFor();
    await accept.click();

    const thread = await play.h.discord.waitFor(() => play.h.discord.threads()[0], 10_000);
    for (const page of [alice, bob]) {
      await page.getByTestId(`channel-${thread.id}`).click();
      await boards(page).first().waitFor();
    }

    for (let move = 0; move < 2; move++) {
      const board = play.h.discord.messages(thread.id).filter((m) => m.attachments.length).at(-1)!;
      const moverId = /<@(\d+)>/.exec(board.content)![1];
      const [mover, other] = moverId === play.h.discord.users.alice.id ? [alice, bob] : [bob, alice];
      const otherPrivateBefore = await privateMessages(other).count();
      // The mover's hidden tokens before the move (ids, as the builder's buttons carry them).
      const game = await gameOf(play.h, thread.id);
      const moverTokens: string[] = game.state.sides[game.meta.seats.indexOf(moverId)].supply;
      expect(moverTokens.length).toBeGreaterThan(0);
      await playFirstChoices(mover);
      // Only once the other page shows the new board does "it never got the mover's choices" mean anything.
      const newest = play.h.discord.messages(thread.id).filter((m) => m.attachments.length).at(-1)!;
      expect(newest.id).not.toBe(board.id);
      await other.locator(`[data-message-id="${newest.id}"]`).waitFor();
      // The mover's private token choices never appear on the other player's page.
      await expect(privateMessages(other).count()).resolves.toBe(otherPrivateBefore);
      const otherHtml = await other.getByTestId('message-list').innerHTML();
      for (const token of moverTokens) expect(otherHtml).not.toMatch(new RegExp(`\\b${token}\\b`));
      await expect.poll(() => boards(other).count()).toBe(await boards(mover).count());
    }
    expect(await privateMessages(alice).count()).toBeGreaterThan(0);
    expect(await privateMessages(bob).count()).toBeGreaterThan(0);

    // "My tokens" is answered privately to whoever asks.
    const before = { alice: await privateMessages(alice).count(), bob: await privateMessages(bob).count() };
    await boards(bob).last().locator('[data-testid=button][data-custom-id$=":hand"]').click();
    await expect.poll(() => privateMessages(bob).count()).toBe(before.bob + 1);
    await expect(privateMessages(alice).count()).resolves.toBe(before.alice);
    // The server agrees: the answer is visible to bob alone.
    const hand = play.h.discord.messages(thread.id, { viewer: play.h.discord.users.bob.id }).filter((m) => m.ephemeral).at(-1)!;
    expect(hand.visibleTo).toBe(play.h.discord.users.bob.id);
    expect(play.h.discord.messages(thread.id, { viewer: play.h.discord.users.alice.id }).some((m) => m.id === hand.id)).toBe(false);

    await alice.screenshot({ path: join(tmpdir(), 'localdiscord-caesar-alice.png') });
    await bob.screenshot({ path: join(tmpdir(), 'localdiscord-caesar-bob.png') });
    expect(play.h.discord.violations()).toEqual([]);
  }, 90_000);
});
