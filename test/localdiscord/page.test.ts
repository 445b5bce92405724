import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Client } from 'discord.js';
import { startLocalDiscord, type LocalDiscord } from '../../src/localdiscord';
import { startDemoBot } from '../../src/localdiscord/demo-bot';
import { launchChromium } from './play-page';

let discord: LocalDiscord;
let bot: Client;
let chromium: Awaited<ReturnType<typeof launchChromium>>;
let browser: BrowserContext;

beforeAll(async () => {
  discord = await startLocalDiscord({ rateLimits: {} });
  bot = await startDemoBot(discord);
  chromium = await launchChromium('chromium', { width: 1100, height: 760 });
  browser = chromium.browser;
});

afterAll(async () => {
  await chromium?.close();
  await bot?.destroy();
  await discord?.close();
});

async function openAs(name: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${discord.pageUrl}?as=${name}`);
  await page.getByTestId('status').filter({ hasText: 'live' }).waitFor();
  return page;
}

async function runCommand(page: Page, line: string): Promise<void> {
  await page.getByTestId('command-input').fill(line);
  await page.getByTestId('command-input').press('Escape');
  await page.getByTestId('command-send').click();
}

describe('the local play page', () => {
  it('plays a duel as two users and shows ephemeral messages only to their user', async () => {
    const page = await openAs('alice');
    await expect(page.getByTestId('user-switcher').inputValue()).resolves.toBe(discord.users.alice.id);

    // Autocomplete lists the registered command.
    await page.getByTestId('command-input').fill('/de');
    await expect(page.getByTestId('command-suggestions').textContent()).resolves.toContain('/demo');

    await runCommand(page, '/demo duel opponent:@bob');
    const challenge = page.getByTestId('message').filter({ hasText: 'challenges' });
    await challenge.waitFor();
    await expect(challenge.getByTestId('message-content').textContent()).resolves.toBe('@alice challenges @bob to a duel!');

    // Alice may not accept her own challenge: the bot answers her ephemerally.
    await challenge.locator('[data-testid=button][data-custom-id^="demo:accept"]').click();
    const notForYou = page.getByTestId('message').filter({ hasText: 'not for you' });
    await notForYou.waitFor();
    await expect(notForYou.getAttribute('data-ephemeral')).resolves.toBe('true');

    // Switch to bob: he does not see alice's ephemeral message, and accepts.
    await page.getByTestId('user-switcher').selectOption({ label: 'Bob' });
    await page.waitForFunction(() => !document.body.textContent!.includes('not for you'));
    await challenge.locator('[data-testid=button][data-custom-id^="demo:accept"]').click();
    await page.getByTestId('message').filter({ hasText: 'accepted' }).waitFor();
    const hand = page.getByTestId('message').filter({ hasText: 'Your hidden tokens' });
    await hand.waitFor();
    await expect(hand.getAttribute('data-ephemeral')).resolves.toBe('true');

    // A second page acting as alice sees the public result but not bob's hand.
    const alicePage = await openAs('alice');
    await alicePage.getByTestId('message').filter({ hasText: 'accepted' }).waitFor();
    await expect(alicePage.getByTestId('message').filter({ hasText: 'Your hidden tokens' }).count()).resolves.toBe(0);
    await expect(alicePage.getByTestId('message').filter({ hasText: 'not for you' }).count()).resolves.toBe(1);

    // Menus, images, embeds and threads render and act.
    await runCommand(alicePage, '/demo buttons');
    await alicePage.getByTestId('embed').waitFor();
    await alicePage.getByTestId('attachment-image').first().waitFor();
    const loaded = await alicePage.getByTestId('attachment-image').first().evaluate((img) => (img as HTMLImageElement).naturalWidth);
    expect(loaded).toBe(220);
    await runCommand(alicePage, '/demo menu');
    const menu = alicePage.getByTestId('select-menu');
    await menu.waitFor();
    await menu.selectOption('t60');
    await alicePage.getByTestId('message').filter({ hasText: 'You chose t60' }).waitFor();
    await runCommand(alicePage, '/demo thread');
    const thread = await discord.waitFor(() => discord.threads()[0]);
    await alicePage.getByTestId(`channel-${thread.id}`).click();
    // Waiting reads: the page fills these only after the server answers.
    await alicePage.getByTestId('channel-title').filter({ hasText: thread.name }).waitFor();
    await expect(alicePage.getByTestId('channel-title').textContent()).resolves.toBe(thread.name);
    await alicePage.getByTestId('message').filter({ hasText: 'Welcome to the game thread' }).waitFor();
    await alicePage.getByTestId(`channel-${discord.channelId}`).click();

    await runCommand(alicePage, '/demo nosuch');
    const error = alicePage.getByTestId('command-error').filter({ hasText: 'no subcommand nosuch' });
    await error.waitFor();
    await expect(error.isVisible()).resolves.toBe(true);

    await alicePage.screenshot({ path: join(tmpdir(), 'localdiscord-page.png') });
    expect(discord.violations()).toEqual([]);
  });

  it('renders Discord markdown: a code block, bold, a mention, and a colour emoji', async () => {
    const res = await fetch(`${discord.apiUrl}/channels/${discord.channelId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bot ${discord.botToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: `**Bold** for <@${discord.users.bob.id}> 🍎\n\`\`\`\nline one\n  line two\n\`\`\`\nafter` }),
    });
    expect(res.status).toBe(200);
    const page = await openAs('carol');
    const msg = page.getByTestId('message').filter({ hasText: 'line one' });
    await msg.waitFor();
    await expect(msg.getByTestId('codeblock').textContent()).resolves.toBe('line one\n  line two');
    await expect(msg.locator('strong').textContent()).resolves.toBe('Bold');
    await expect(msg.locator('.mention').textContent()).resolves.toBe('@bob');
    await expect(msg.getByTestId('message-content').textContent()).resolves.toContain('🍎');
    // The emoji is drawn in colour (the colour emoji font is installed), not as a monochrome box.
    const coloured = await page.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = 48; c.height = 48;
      const g = c.getContext('2d')!;
      g.font = '32px "Noto Color Emoji"';
      g.textBaseline = 'top';
      g.fillText('🍎', 4, 4);
      const d = g.getImageData(0, 0, 48, 48).data;
      let n = 0;
      for (let k = 0; k < d.length; k += 4) if (d[k + 3] > 0 && (Math.abs(d[k] - d[k + 1]) > 30 || Math.abs(d[k + 1] - d[k + 2]) > 30)) n++;
      return n;
    });
    expect(coloured).toBeGreaterThan(20);
    // The page's own text font draws digits and spaces: the emoji font (which has both) is limited to
    // emoji code points, so "12:34 · 6 to 0" is as wide as in the plain text font, not spaced out.
    const widths = await page.evaluate(() => {
      const measure = (family: string | null) => {
        const span = document.createElement('span');
        span.textContent = '12:34 PM · 6 to Achaia, 0 to Creta';
        if (family) span.style.fontFamily = family;
        document.querySelector('[data-testid=message-content]')!.appendChild(span);
        const w = span.getBoundingClientRect().width;
        span.remove();
        return w;
      };
      return { page: measure(null), plain: measure('"Noto Sans", "Helvetica Neue", Helvetica, Arial, sans-serif') };
    });
    expect(Math.abs(widths.page - widths.plain)).toBeLessThan(widths.plain * 0.02);
    await page.screenshot({ path: join(tmpdir(), 'localdiscord-markdown.png') });
  });
});
