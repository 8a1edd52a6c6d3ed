import {test, expect, gotoHydrated} from './site';
import history from '../../facts/history.json';
import {keyMarks} from '../../src/markdown/keyMarks';

// The built key tables carry the marks of src/markdown/remarkKeyTableMarks.ts (checked row by
// row against facts/history.json in tests/content/key-marks.spec.ts), in each language.
const since = history.keys['redis.credential_mode'].since;
const idle = history.keys['http.idle_timeout'].changes.filter((change) => change.fact === 'default').at(-1)!;

for (const [path, locale, sinceText, defaultText] of [
  ['/docs/framework/', 'en', `since ${since}`, `default before ${idle.release}: ${idle.from}`],
  ['/zh-Hans/docs/framework/', 'zh-Hans', `${since} 起`, `${idle.release} 之前默认值为 ${idle.from}`],
] as const) {
  test(`key tables under ${path} show when a key arrived and its earlier default`, async ({page}) => {
    await gotoHydrated(page, `${path}component/redis/`);
    const credentialMode = page.locator('table tr', {has: page.locator('td:first-child code', {hasText: /^credential_mode$/})});
    // The mark starts with the release; a tag out of line that has the key too is named after it.
    const marks = await credentialMode.locator('td:last-child small').allTextContents();
    expect(marks).toEqual(keyMarks('redis', 'credential_mode', locale));
    expect(marks[0].startsWith(sinceText), marks[0]).toBe(true);
    await gotoHydrated(page, `${path}api/http/`);
    const idleTimeout = page.locator('table tr', {has: page.locator('td:first-child code', {hasText: /^idle_timeout$/})});
    expect(await idleTimeout.locator('td:last-child small').allTextContents()).toContain(defaultText);
  });
}
