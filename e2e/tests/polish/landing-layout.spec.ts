import { expect, test } from '@playwright/test';

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[POLISH]: the hero search shows its whole placeholder and the slide picture stays on screen', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByPlaceholder('Search by role, skills, or keywords');
    await expect(search).toBeVisible();
    // The placeholder's width in the field's own font, against the room the field has for text.
    const fit = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room };
    });
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();

    const slide = page.getByRole('group', { name: '1 of 3' });
    const art = await slide.locator('svg').first().boundingBox();
    expect(art).not.toBeNull();
    expect(art!.x).toBeGreaterThanOrEqual(0);
    expect(art!.x + art!.width).toBeLessThanOrEqual(390);
    // Nothing on the page scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('[POLISH]: at desktop the "Up your work game" card follows the hero without an empty band', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/');
  const hero = await page
    .getByRole('region', { name: 'We connect people to bring projects to life' })
    .boundingBox();
  const card = await page
    .getByRole('region', { name: "Up your work game, it's easy" })
    .locator('> div')
    .boundingBox();
  expect(hero && card).toBeTruthy();
  expect(card!.y - (hero!.y + hero!.height)).toBeLessThanOrEqual(56);
});
