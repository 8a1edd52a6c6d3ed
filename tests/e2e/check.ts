/** Driving the config check page (/check/) the way a reader does, for its specs. */
import type {Page} from '@playwright/test';
import {expect} from './site';
import {checkText} from '../../scripts/site-model';
import type {Locale} from '../../scripts/site-model';

export type Shown = {kind: string; file: string; line?: number; name?: string; outcome?: string; value?: string; text: string; links: string[]};

/**
 * Pastes the files (an empty one left empty), picks the release, and gives the findings shown
 * (their data attributes and text) and the rewritten files, once the page has settled on them.
 */
export async function runCheck(page: Page, locale: Locale, files: {toml?: string; env?: string; release: string}) {
  const text = checkText[locale];
  await clearCheck(page, locale);
  await expect(page.getByRole('status')).toHaveText('');
  await page.getByLabel(text.release).selectOption(files.release);
  await page.getByLabel(text.toml, {exact: true}).fill(files.toml ?? '');
  await page.getByLabel(text.env, {exact: true}).fill(files.env ?? '');
  const status = page.getByRole('status');
  await expect(status).not.toHaveText('');
  // The count announced is the count shown.
  const announced = (await status.textContent())!;
  const findings: Shown[] = await page.locator('main li[data-kind]').evaluateAll((items) =>
    items.map((item) => {
      const data = (item as HTMLElement).dataset;
      return {
        kind: data.kind!,
        file: data.file!,
        ...(data.line ? {line: Number(data.line)} : {}),
        ...(data.name ? {name: data.name} : {}),
        ...(data.outcome ? {outcome: data.outcome, value: data.value} : {}),
        text: item.textContent ?? '',
        links: [...item.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
      };
    }),
  );
  const rewritten = async (name: string) => {
    const pre = page.locator(`pre[data-file="${name}"]`);
    return (await pre.count()) ? ((await pre.textContent()) ?? '') : undefined;
  };
  return {findings, announced, toml: await rewritten('application.toml'), env: await rewritten('.env')};
}

/** Resets the status so the next run's announcement is its own. */
export async function clearCheck(page: Page, locale: Locale) {
  const text = checkText[locale];
  await page.getByLabel(text.toml, {exact: true}).fill('');
  await page.getByLabel(text.env, {exact: true}).fill('');
}
