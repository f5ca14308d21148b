import { expect, type Page, test } from '@playwright/test';
import { openLivePage } from '../../fixtures/prerendered';

const SLIDE_MS = 6000;

const carousel = (page: Page) => page.getByRole('region', { name: 'Ways to work on Skillora' });
/** The slide on show: the others are hidden from assistive tech. */
const currentSlide = (page: Page) => carousel(page).getByRole('group');

test('[LANDING]: the hero carousel moves with previous, next and its picker, both ways round', async ({
  page,
}) => {
  await openLivePage(page);
  await expect(currentSlide(page)).toHaveAccessibleName('1 of 3');
  await expect(currentSlide(page)).toContainText('Project Collaboration');

  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(currentSlide(page)).toHaveAccessibleName('2 of 3');
  await expect(currentSlide(page)).toContainText('Teamwork');
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(currentSlide(page)).toContainText('Freelancing');
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(currentSlide(page)).toContainText('Project Collaboration');

  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect(currentSlide(page)).toContainText('Freelancing');
  await page.getByRole('button', { name: 'Show slide 2: Teamwork' }).click();
  await expect(currentSlide(page)).toContainText('Teamwork');
  await expect(page.getByRole('button', { name: 'Show slide 2: Teamwork' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('[LANDING]: the carousel turns by itself, waits while hovered or focused, and its button pauses it', async ({
  page,
}) => {
  await page.clock.install();
  await openLivePage(page);
  // Start with the pointer away from the hero.
  await page.mouse.move(2, 2);
  await expect(currentSlide(page)).toContainText('Project Collaboration');
  await expect(carousel(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'off');

  await page.clock.runFor(SLIDE_MS + 100);
  await expect(currentSlide(page)).toContainText('Teamwork');

  await page.getByRole('heading', { level: 1 }).hover();
  await page.clock.runFor(SLIDE_MS * 2);
  await expect(currentSlide(page)).toContainText('Teamwork');
  await page.mouse.move(2, 2);
  await page.clock.runFor(SLIDE_MS + 100);
  await expect(currentSlide(page)).toContainText('Freelancing');

  await page.getByPlaceholder('Search by role, skills, or keywords').focus();
  await page.clock.runFor(SLIDE_MS * 2);
  await expect(currentSlide(page)).toContainText('Freelancing');
  await page.getByPlaceholder('Search by role, skills, or keywords').blur();

  await page.getByRole('button', { name: 'Pause slide rotation' }).click();
  await page.mouse.move(2, 2);
  await page.getByRole('button', { name: 'Start slide rotation' }).blur();
  await page.clock.runFor(SLIDE_MS * 3);
  await expect(currentSlide(page)).toContainText('Freelancing');
  // Stopped, the slides are announced when changed by hand.
  await expect(carousel(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');

  await page.getByRole('button', { name: 'Start slide rotation' }).click();
  await page.getByRole('button', { name: 'Pause slide rotation' }).blur();
  await page.mouse.move(2, 2);
  await page.clock.runFor(SLIDE_MS + 100);
  await expect(currentSlide(page)).toContainText('Project Collaboration');
});

test('[LANDING]: the logo strip scrolls over 40 s, pauses on hover and with its button', async ({ page }) => {
  await openLivePage(page);
  const strip = page.getByRole('region', { name: 'Trusted by thousands of freelancers and businesses' });
  const list = strip.getByRole('list');
  const animation = () =>
    list.evaluate((el) => {
      const [a] = el.getAnimations();
      return a ? { state: a.playState, duration: a.effect?.getTiming().duration } : null;
    });
  await expect.poll(animation).toEqual({ state: 'running', duration: 40_000 });

  // The moving list is never "stable" for hover(): point at its still frame instead.
  await list.locator('..').hover();
  await expect.poll(animation).toMatchObject({ state: 'paused' });
  await page.mouse.move(5, 5);
  await expect.poll(animation).toMatchObject({ state: 'running' });

  const pause = strip.getByRole('button', { name: 'Pause logos' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(5, 5);
  await expect.poll(animation).toMatchObject({ state: 'paused' });
  await pause.click();
  await expect.poll(animation).toMatchObject({ state: 'running' });
});

test.describe('for visitors who ask for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('[LANDING]: nothing moves by itself: no rotation, a still grid of ten logos', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Start slide rotation' })).toBeVisible();
    await page.clock.runFor(SLIDE_MS * 3);
    await expect(currentSlide(page)).toContainText('Project Collaboration');
    // By hand it still moves.
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(currentSlide(page)).toContainText('Teamwork');

    const strip = page.getByRole('region', { name: 'Trusted by thousands of freelancers and businesses' });
    expect(await strip.getByRole('list').evaluate((el) => el.getAnimations().length)).toBe(0);
    await expect(strip.locator('li:visible')).toHaveCount(10);
    await expect(strip.getByRole('button', { name: 'Pause logos' })).toBeHidden();
  });
});
