/**
 * The play page with the real Legatus bot: two browser pages, one per player,
 * play the first moves of a Caesar! duel by clicking what the page shows, and
 * each page shows the mover's private choices only to the mover.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { gameOf, startHarness, type Harness } from '../e2e/harness';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let h: Harness;
let browser: BrowserContext;
let profile: string;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: run \`apt-get update && apt-get install -y chromium\` or set CHROMIUM_PATH`);
  h = await startHarness();
  profile = mkdtempSync(join(tmpdir(), 'localdiscord-caesar-'));
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1200, height: 900 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
});

afterAll(async () => {
  await browser?.close();
  await h?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

async function openAs(name: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${h.discord.pageUrl}?as=${name}`);
  await page.getByTestId('status').filter({ hasText: /^live$/ }).waitFor();
  return page;
}

const boards = (page: Page) => page.locator('[data-testid=message][data-ephemeral=false]').filter({ has: page.getByTestId('attachment-image') });
const privateMessages = (page: Page) => page.locator('[data-testid=message][data-ephemeral=true]');

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
    const alice = await openAs('alice');
    const bob = await openAs('bob');

    await alice.getByTestId('command-input').fill('/caesar challenge opponent:@bob');
    await alice.getByTestId('command-input').press('Escape');
    await alice.getByTestId('command-send').click();
    const accept = bob.locator('[data-testid=button][data-custom-id$=":accept"]');
    await accept.waitFor();
    await accept.click();

    const thread = await h.discord.waitFor(() => h.discord.threads()[0], 10_000);
    for (const page of [alice, bob]) {
      await page.getByTestId(`channel-${thread.id}`).click();
      await boards(page).first().waitFor();
    }

    for (let move = 0; move < 2; move++) {
      const board = h.discord.messages(thread.id).filter((m) => m.attachments.length).at(-1)!;
      const moverId = /<@(\d+)>/.exec(board.content)![1];
      const [mover, other] = moverId === h.discord.users.alice.id ? [alice, bob] : [bob, alice];
      const otherPrivateBefore = await privateMessages(other).count();
      // The mover's hidden tokens before the move (ids, as the builder's buttons carry them).
      const game = await gameOf(h, thread.id);
      const moverTokens: string[] = game.state.sides[game.meta.seats.indexOf(moverId)].supply;
      expect(moverTokens.length).toBeGreaterThan(0);
      await playFirstChoices(mover);
      // Only once the other page shows the new board does "it never got the mover's choices" mean anything.
      const newest = h.discord.messages(thread.id).filter((m) => m.attachments.length).at(-1)!;
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
    const hand = h.discord.messages(thread.id, { viewer: h.discord.users.bob.id }).filter((m) => m.ephemeral).at(-1)!;
    expect(hand.visibleTo).toBe(h.discord.users.bob.id);
    expect(h.discord.messages(thread.id, { viewer: h.discord.users.alice.id }).some((m) => m.id === hand.id)).toBe(false);

    await alice.screenshot({ path: join(tmpdir(), 'localdiscord-caesar-alice.png') });
    await bob.screenshot({ path: join(tmpdir(), 'localdiscord-caesar-bob.png') });
    expect(h.discord.violations()).toEqual([]);
  }, 90_000);
});
