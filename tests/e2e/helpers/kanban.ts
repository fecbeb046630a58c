import type { Locator, Page } from 'playwright-core';
import type { PipelineStage } from '../../../contracts/companies.js';

/**
 * Moves a kanban card one column to the right with the keyboard, as a screen-reader user would:
 * each key waits for dnd-kit's announcement of the one before.
 *
 * dnd-kit's KeyboardSensor starts listening for the keys that move a picked-up card only in a
 * `setTimeout(0)` queued when Space picks it up, and the "Over …" announcement can reach the page
 * before that timer runs. Chromium runs input before timers, so on a busy machine an ArrowRight
 * sent as soon as the announcement shows was handled by nobody (CI, stop 35: "Over Qualified."
 * never came). A zero timer queued after the sensor's runs after it: the listener is then there.
 */
export async function moveCardRight(page: Page, card: Locator, from: PipelineStage, to: PipelineStage): Promise<void> {
  const announced = (text: string) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
  const sensorListening = () => page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  await page.bringToFront(); // a background tab's timers and animation frames are throttled
  await card.focus();
  await page.keyboard.press('Space');
  await announced(`Over ${from}.`); // picked up, over its own column
  await sensorListening();
  await page.keyboard.press('ArrowRight');
  await announced(`Over ${to}.`);
  await page.keyboard.press('Space');
  await announced(`Moved to ${to}.`);
}
