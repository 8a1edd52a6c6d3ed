import {test, expect, gotoHydrated, buildHasDates} from './site';

test.use({viewport: {width: 375, height: 740}, isMobile: true, hasTouch: true});

test('the hamburger opens the sidebar with the doc menu, and "Back to main menu" shows the navbar items', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/config/log/');
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeHidden();
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  // On a doc page the secondary menu (the doc sidebar) comes first.
  const secondary = sidebar.locator('.navbar-sidebar__item.menu').nth(1);
  await expect(secondary.locator('a[href="/docs/framework/core/arch/"]')).toBeVisible();
  await sidebar.getByRole('button', {name: /Back to main menu/}).click();
  const primary = sidebar.locator('.navbar-sidebar__item.menu').first();
  await expect(primary.getByRole('link', {name: 'Framework guide'})).toBeVisible();
  await expect(primary.getByRole('link', {name: 'Application modules'})).toBeVisible();
  await expect(primary.getByRole('link', {name: /GitHub/})).toBeVisible();
  // Mobile dropdowns start collapsed and expand on demand.
  const languages = primary.locator('.menu__list-item--collapsed').filter({hasText: 'Languages'});
  await expect(languages).toHaveCount(1);

  await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(sidebar).toBeHidden();
});

test('the open mobile sidebar closes when the window grows to desktop width', async ({page}) => {
  await gotoHydrated(page, '/docs/intro/');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await page.setViewportSize({width: 1000, height: 740});
  await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page.locator('.navbar.navbar-sidebar--show')).toHaveCount(0);
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
});

test('the navbar hides when scrolling down and comes back when scrolling up', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/config/server/');
  const navbar = page.locator('nav.navbar');
  const top = () => navbar.evaluate((node) => node.getBoundingClientRect().bottom);
  expect(await top()).toBeGreaterThan(0);
  for (const y of [300, 600, 900, 1200]) {
    await page.evaluate((scrollY) => window.scrollTo(0, scrollY), y);
    await page.waitForTimeout(50);
  }
  await expect.poll(top).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(top).toBeGreaterThan(0);
});

test('in the drawer, a category without a page toggles in place and a doc link navigates and closes it', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/config/log/');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const drawer = page.locator('.navbar-sidebar');
  const menu = drawer.locator('.navbar-sidebar__item.menu').nth(1);
  // "Core" groups pages without a page of its own: it folds and unfolds, the drawer stays.
  const core = menu.getByRole('button', {name: 'Core', exact: true});
  const expanded = await core.getAttribute('aria-expanded');
  await core.click();
  await expect(core).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
  await expect(drawer).toBeVisible();
  if (expanded === 'true') await core.click();
  await menu.locator('a[href="/docs/framework/core/arch/"]').click();
  await expect(page).toHaveURL('/docs/framework/core/arch/');
  await expect(drawer).toBeHidden();
  // The drawer's menu follows the new page.
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute('href', '/docs/framework/core/arch/');
});

test('the drawer is built on its first opening, and kept for the next ones', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/config/server/');
  await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const drawer = page.locator('.navbar-sidebar');
  await expect(drawer.locator('a[href="/docs/framework/config/log/"]')).toBeVisible();
  await drawer.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(drawer).toBeHidden();
  await expect(drawer).toHaveCount(1);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(drawer.locator('a[href="/docs/framework/config/log/"]')).toBeVisible();
});

test('a doc page starts and opens its drawer without locale-aware string work: no localeCompare, no Intl.DateTimeFormat', async ({page}) => {
  // The first call of either loads the browser's locale data: tens of milliseconds on a phone.
  // DocSidebar/Mobile and LastUpdated are the site's own to avoid them (UPGRADING.md).
  await page.addInitScript(() => {
    const calls = ((window as unknown as {localeWork: string[]}).localeWork = [] as string[]);
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      calls.push('localeCompare');
      return localeCompare.apply(this, args);
    };
    const DateTimeFormat = Intl.DateTimeFormat;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof DateTimeFormat>) {
      calls.push('Intl.DateTimeFormat');
      return new DateTimeFormat(...args);
    } as unknown as typeof Intl.DateTimeFormat;
  });
  await gotoHydrated(page, '/docs/framework/component/redis/');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar a[href="/docs/framework/component/mysql/"]')).toBeVisible();
  if (buildHasDates) await expect(page.locator('.theme-last-updated time')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {localeWork: string[]}).localeWork)).toEqual([]);
});

test('key tables at 390 px: no code broken inside a word, rows as cards, nothing outside a card scrolls, history marks on lines of their own', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  for (const path of ['/docs/framework/config/server/', '/zh-Hans/docs/framework/config/server/', '/docs/framework/component/vault/', '/zh-Hans/docs/framework/component/redis/']) {
    await gotoHydrated(page, path);
    const found = await page.evaluate(() => {
      const tables = [...document.querySelectorAll<HTMLTableElement>('.markdown table.key-table')];
      // A code span may wrap where its own text has a space, or after _ . / - (src/markdown/rehypeTables.ts);
      // a part between those drawn on more than one line is broken inside (letter by letter).
      const broken = tables.flatMap((table) =>
        [...table.querySelectorAll('code')].flatMap((code) =>
          [...code.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).flatMap((text) =>
            [...text.textContent!.matchAll(/[^\s_./-]+[_./-]?/g)]
              .filter((part) => {
                const range = document.createRange();
                range.setStart(text, part.index!);
                range.setEnd(text, part.index! + part[0].length);
                return range.getClientRects().length > 1;
              })
              .map((part) => part[0]),
          ),
        ),
      );
      const marks = tables.flatMap((table) => [...table.querySelectorAll('td:last-child')]).map((cell) => [...cell.querySelectorAll('small.key-mark')].map((mark) => mark.getBoundingClientRect().top));
      return {
        tables: tables.length,
        // Each row a card the width of the column: its values flow in lines, the column names are shown.
        cards: tables.flatMap((table) => [...table.querySelectorAll('tbody tr')]).filter((row) => getComputedStyle(row).display === 'flex').length,
        rows: tables.flatMap((table) => [...table.querySelectorAll('tbody tr')]).length,
        labelled: tables.flatMap((table) => [...table.querySelectorAll('td:nth-child(2)')]).filter((cell) => getComputedStyle(cell, '::before').content.includes(cell.getAttribute('data-label') ?? '\u0000')).length,
        broken,
        pageScrolls: document.scrollingElement!.scrollWidth > window.innerWidth,
        // Each mark starts below the text before it: its cell's first line, or the mark above.
        marksRunTogether: marks.filter((tops) => tops.some((top, i) => i > 0 && top <= tops[i - 1])).length,
        marksBesideText: [...document.querySelectorAll('.markdown table.key-table small.key-mark')].filter((mark) => getComputedStyle(mark).display !== 'block').length,
      };
    });
    expect(found.tables, `${path}: key tables`).toBeGreaterThan(0);
    expect(found.broken, `${path}: code spans broken across lines`).toEqual([]);
    expect(found.pageScrolls, `${path}: the page itself scrolls sideways`).toBe(false);
    expect(found.cards, `${path}: rows shown as cards`).toBe(found.rows);
    expect(found.labelled, `${path}: env cells under their column's name`).toBe(found.rows);
    expect(found.marksRunTogether, `${path}: cells whose marks share a line`).toBe(0);
    expect(found.marksBesideText, `${path}: marks beside the Meaning text`).toBe(0);
  }
});
