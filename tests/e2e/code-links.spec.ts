import AxeBuilder from '@axe-core/playwright';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, gotoHydrated, routes} from './site';
import {codeLinksFile, goBlocks} from '../../scripts/examples';
import {codeKey, type CodeLinks} from '../../src/code-links/key';
import {repoRoot} from '../../scripts/site-model';

/**
 * The Go blocks' identifiers link to their documentation on pkg.go.dev, from the data npm
 * run examples writes (examples/code-links.json): in the served HTML, at the version the
 * examples build against, with the declaration's signature as title.
 */
const ioc = 'https://pkg.go.dev/github.com/infraboard/mcube/v2/ioc@v2.1.10';
const registering = 'ioc.Controller().Registry(&UserServiceImpl{})';

for (const prefix of ['', '/zh-Hans']) {
  test(`a block's mcube identifiers link to their anchors at v2.1.10, the reader's own type does not (${prefix || 'en'})`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, `${prefix}/docs/framework/core/ioc/`);
    const block = page.locator('div.language-go').filter({hasText: registering});
    const links = block.locator('pre a');
    await expect(links).toHaveText(['ObjectImpl', 'Controller', 'Registry']);
    await expect(links.nth(0)).toHaveAttribute('href', `${ioc}#ObjectImpl`);
    await expect(links.nth(0)).toHaveAttribute('title', 'type ObjectImpl struct{…}');
    await expect(links.nth(1)).toHaveAttribute('href', `${ioc}#Controller`);
    await expect(links.nth(1)).toHaveAttribute('title', 'func Controller() StoreUser');
    // Controller() returns the interface StoreUser: the method is the interface's.
    await expect(links.nth(2)).toHaveAttribute('href', `${ioc}#StoreUser.Registry`);
    await expect(links.nth(2)).toHaveAttribute('title', 'func (StoreUser) Registry(obj Object) StoreUser');
    await expect(block.getByRole('link', {name: 'Controller', exact: true})).toHaveAttribute('target', '_blank');
    await expect(block.getByRole('link', {name: 'UserServiceImpl'})).toHaveCount(0);

    // The link keeps its token's colour; the keyboard reaches the links in reading order.
    const colours = await links.nth(1).evaluate((link) => [getComputedStyle(link).color, getComputedStyle(link.parentElement!).color]);
    expect(colours[0]).toBe(colours[1]);
    await block.locator('pre').focus();
    for (const name of ['ObjectImpl', 'Controller', 'Registry']) {
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText(name);
    }

    // Copying yields the code.
    await block.hover();
    await block.getByRole('button', {name: prefix ? '复制代码到剪贴板' : 'Copy code to clipboard'}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(registering);

    await page.addStyleTag({content: '.theme-code-block { content-visibility: visible !important; }'});
    const axe = await new AxeBuilder({page}).include('article pre').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });
}

test('every linked identifier of the data is a link in its page, in both languages', () => {
  const data = JSON.parse(readFileSync(codeLinksFile, 'utf8')) as CodeLinks;
  // A mistake's and an exempt block's links are what the type checker resolves: in the data too.
  const blocks = goBlocks().filter((block) => !block.attrs.title?.endsWith('.proto'));
  const problems: string[] = [];
  let linked = 0;
  // The home page shows one program in both languages (the page "home" of the examples).
  const home = blocks.filter((block) => block.page === 'home');
  const homePaths = ['/', '/zh-Hans/'];
  for (const route of routes.filter((candidate) => candidate.docId || homePaths.includes(candidate.path))) {
    const shown = route.docId ? blocks.filter((block) => block.locale === route.locale && block.page === route.docId) : home;
    const expected = shown.reduce((sum, block) => sum + (data.blocks[codeKey(block.code)]?.length ?? 0), 0);
    // The minifier drops the quotes around an address that needs none.
    const html = readFileSync(join(repoRoot, 'build', route.path, 'index.html'), 'utf8');
    const inCode = [...html.matchAll(/<pre[\s>][\s\S]*?<\/pre>/g)].reduce((sum, [pre]) => sum + (pre.match(/<a href="?https:\/\/pkg\.go\.dev\//g)?.length ?? 0), 0);
    if (inCode !== expected) problems.push(`${route.path}: ${inCode} links in its code, ${expected} in the data`);
    linked += inCode;
  }
  expect(problems).toEqual([]);
  expect(linked).toBeGreaterThan(500);
  expect(data.blocks[codeKey(home[0].code)]?.length, 'the home page program has links').toBeGreaterThan(5);
});
