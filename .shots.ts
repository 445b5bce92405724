// Screenshots for the closing note (not part of the repository).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startHarness, act, buttons, latestBoard, playOneMove } from './test/e2e/harness';

const h = await startHarness();
const { discord } = h;
const profile = mkdtempSync(join(tmpdir(), 'shots-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium', headless: true, viewport: { width: 1100, height: 900 },
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const page = await browser.newPage();
await page.goto(`${discord.pageUrl}?as=alice`);
await page.getByTestId('status').filter({ hasText: 'live' }).waitFor();
await page.getByTestId('command-input').fill('/help');
await page.getByTestId('command-input').press('Escape');
await page.getByTestId('command-send').click();
await page.getByTestId('message').filter({ hasText: 'How to play with Legatus' }).waitFor();
await page.waitForTimeout(500);
await page.screenshot({ path: '/work/notes/server-help.png' });

await act(h, () => discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob' } }));
const c = discord.messages(discord.channelId).at(-1)!;
await act(h, () => discord.as('bob').click(c, buttons(c)[0].custom_id));
const thread = discord.threads(discord.channelId).at(-1)!;
for (let k = 0; k < 4; k++) await playOneMove(h, thread.id);
await page.getByTestId(`channel-${thread.id}`).click();
await page.getByTestId('channel-title').filter({ hasText: thread.name }).waitFor();
await page.getByTestId('command-input').fill('/game history');
await page.getByTestId('command-input').press('Escape');
await page.getByTestId('command-send').click();
await page.getByTestId('message').filter({ hasText: 'position 4 of 4' }).waitFor();
await page.locator('[data-testid=button]').filter({ hasText: 'Back' }).last().click();
await page.getByTestId('message').filter({ hasText: 'position 3 of 4' }).waitFor();
await page.waitForTimeout(1500);
await page.getByTestId('message').filter({ hasText: 'position 3 of 4' }).scrollIntoViewIfNeeded();
await page.screenshot({ path: '/work/notes/server-history.png' });
void latestBoard;
await browser.close();
await h.close();
process.exit(0);
