import type { Locator, Page } from 'playwright-core';

/**
 * Opens Starlight's search dialog from its button (named in the interface's language) and returns
 * its input. The dialog's script may still be starting on a busy machine, so a click that opened
 * nothing is repeated, for up to 40 s in all.
 */
export async function openSearch(page: Page, buttonName: string): Promise<Locator> {
  const input = page.locator('#starlight__search input');
  for (let attempt = 0; ; attempt++) {
    await page.getByRole('button', { name: buttonName }).first().click();
    try {
      await input.waitFor({ state: 'visible', timeout: 10_000 });
      return input;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}
