import { expect, test } from '@playwright/test';

test.describe('home hero on a phone', () => {
  test('Get Started, Schedule and Call are visible without scrolling at 390 x 844', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const hero = page.locator('.hero');
    for (const name of ['Get Started', /Schedule/, /Call/]) {
      const box = await hero.getByRole('link', { name }).boundingBox();
      expect(box, String(name)).not.toBeNull();
      expect(box!.y + box!.height, String(name)).toBeLessThanOrEqual(844);
    }
  });

  test("the stat tiles leave no tile alone on a row, and the years are this year's", async ({ page }) => {
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const rows = await page.locator('.stats li').evaluateAll((tiles) => {
        const counts = new Map<number, number>();
        for (const tile of tiles) {
          const top = Math.round(tile.getBoundingClientRect().top);
          counts.set(top, (counts.get(top) ?? 0) + 1);
        }
        return [...counts.values()];
      });
      expect(
        rows.every((count) => count >= 2),
        `${width} px rows: ${rows.join(', ')}`,
      ).toBe(true);
    }
    await expect(page.locator('.stats')).toContainText(`${new Date().getFullYear() - 2001}+`);
    await expect(page.locator('.stats')).not.toContainText('Established');
  });
});

test('the closing band and the footer are set apart on every kind of page', async ({ page }) => {
  for (const path of ['/', '/tax-school', '/tax-tip/w4-form-guide', '/dearborn']) {
    await page.goto(path);
    const colours = await page.evaluate(() => {
      const footer = document.querySelector('footer.site-footer, footer')!;
      const band = document.querySelector('main > :last-child')!;
      return { band: getComputedStyle(band).backgroundColor, footer: getComputedStyle(footer).backgroundColor };
    });
    expect(colours.band, path).not.toBe(colours.footer);
  }
});

test('printing an article keeps the title, date, content and the firm, and drops the navigation and bands', async ({ page }) => {
  await page.goto('/tax-tip/w4-form-guide');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.page-header time, .page-header p').first()).toBeVisible();
  await expect(page.locator('.article-body')).toBeVisible();
  for (const hidden of ['.site-header', '.site-footer', '.breadcrumbs', '.section--closing', '.page-header .button']) {
    await expect(page.locator(hidden).first(), hidden).toBeHidden();
  }
  await expect(page.locator('.print-firm')).toBeVisible();
  await expect(page.locator('.print-firm')).toContainText('(800) 555-0100');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.print-firm')).toBeHidden();
});

test('a whole article card is one link named by its title', async ({ page }) => {
  await page.goto('/resources');
  const card = page.locator('.article-card').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await expect(card.getByRole('link')).toHaveCount(1);
  await expect(card.getByRole('link')).toHaveAccessibleName(title);
  // A click on the summary, far from the title, follows the card's link (the summary sits under the link's overlay).
  const summary = (await card.locator('p.muted').boundingBox())!;
  await page.mouse.click(summary.x + 10, summary.y + summary.height / 2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('breadcrumbs that wrap never start a line with a separator', async ({ page }) => {
    await page.goto('/tax-tip/w4-form-guide');
    const lineStarts = await page.locator('.breadcrumbs li').evaluateAll((items) => {
      const lefts = items.map((li) => Math.round(li.getBoundingClientRect().left));
      const firstLeft = Math.min(...lefts);
      // An item at the start of a line must not be preceded by a separator drawn before its text.
      return items.filter((li, i) => lefts[i] === firstLeft).map((li) => getComputedStyle(li, '::before').content);
    });
    expect(lineStarts.every((content) => content === 'none' || content === 'normal')).toBe(true);
  });

  test('the resources side boxes come before the article list', async ({ page }) => {
    await page.goto('/resources');
    const asideTop = await page.locator('.resources-layout__aside').evaluate((el) => el.getBoundingClientRect().top);
    const listTop = await page
      .locator('.article-card')
      .first()
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(asideTop).toBeLessThan(listTop);
  });

  test('the tax-school schedule stacks its sessions, so every date is on screen without scrolling sideways', async ({ page }) => {
    await page.goto('/tax-school');
    const schedule = page.locator('.table-scroll');
    await schedule.scrollIntoViewIfNeeded();
    const fit = await schedule.evaluate((region) => ({
      scrolls: region.scrollWidth > region.clientWidth,
      overflowing: Array.from(region.querySelectorAll('tbody th, tbody td')).filter((cell) => cell.getBoundingClientRect().right > window.innerWidth).length,
      labels: Array.from(region.querySelectorAll('tbody td')).map((cell) => getComputedStyle(cell, '::before').content),
    }));
    expect(fit.scrolls).toBe(false);
    expect(fit.overflowing).toBe(0);
    expect(fit.labels.length).toBeGreaterThan(0);
    expect(fit.labels.every((label) => /^"(Format|Schedule|Seats): "$/.test(label))).toBe(true);
    await expect(page.getByRole('table', { name: /Tax School sessions/ })).toBeVisible();
  });
});

test.describe('pictures', () => {
  test('home, offices, tax school and careers show their artwork on wide screens, and a small one on phones', async ({ page }) => {
    for (const [path, art] of [
      ['/', '.hero__art'],
      ['/dearborn', '.page-header__art'],
      ['/tax-school', '.page-header__art'],
      ['/careers', '.page-header__art'],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const image = page.locator(art);
      await expect(image, path).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), path).toBe(true);
      await expect(image).toHaveAttribute('alt', '');
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(image, path).toBeVisible();
      expect((await image.boundingBox())!.width, path).toBeLessThanOrEqual(120);
    }
  });

  test('every page type names a 1200x630 link-preview picture that the server sends as PNG', async ({ page, request }) => {
    for (const [path, kind] of [
      ['/', 'default'],
      ['/ypsilanti', 'office'],
      ['/tax-tip/w4-form-guide', 'article'],
      ['/tax-school', 'tax-school'],
      ['/careers', 'careers'],
    ] as const) {
      await page.goto(path);
      const url = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(url, path).toBe(`https://www.hurontax.example/images/og/${kind}.png`);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const response = await request.get(new URL(url!).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      // Width and height sit at bytes 16-23 of a PNG's IHDR chunk.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
    }
  });
});
