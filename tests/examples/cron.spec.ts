/**
 * The cron page run: the first program, run as the page says, prints the scheduler's lines,
 * the next run time and the first tick, and stops cleanly on Ctrl+C (SIGINT).
 */
import {buildProgram, expect, normalise, pageBlocks, test} from './run';

const page = 'framework/component/cron';
const locales = [pageBlocks(page, 'en'), pageBlocks(page, 'zh-Hans')];

/** Clock times (time.TimeOnly) vary by run as the timestamps do. */
const comparable = (text: string) => normalise(text).replace(/\b\d\d:\d\d:\d\d\b/g, '<clock>');

test('the first program logs start and schedule, ticks after ten seconds and stops on Ctrl+C', async ({start}) => {
  const program = await start(buildProgram(page));
  await program.waitForLog(/^tick /m, 20_000);
  await program.waitForLog(/> run /);
  const untilTick = program.log();
  expect(await program.stop('SIGINT')).toBe(0);
  const afterStop = program.log().slice(untilTick.length);
  // "in either order": a job and the scheduler's run line, the scheduler's stop line and the
  // program's stopped line race each other; everything before them comes in the page's order.
  const lines = (text: string) => comparable(text).split('\n');
  const inOrder = (text: string) => lines(text).slice(0, -2);
  const lastTwo = (text: string) => lines(text).slice(-2).sort();
  for (const blocks of locales) {
    const name = blocks.file.name;
    expect(inOrder(untilTick), `${name}: first-run`).toEqual(inOrder(blocks.block('first-run')));
    expect(lastTwo(untilTick), `${name}: first-run`).toEqual(lastTwo(blocks.block('first-run')));
    // stopped is certain; the scheduler's stop line races the process's exit and may be lost.
    const shown = lines(blocks.block('after-stop'));
    expect(shown, `${name}: after-stop`).toContain('stopped');
    expect(lines(afterStop), `${name}: after-stop`).toContain('stopped');
    for (const line of lines(afterStop)) expect(shown, `${name}: after-stop`).toContain(line);
  }
  // The first run comes one interval after the start, as "next run at" said.
  const next = /next run at (\S+)/.exec(untilTick)?.[1];
  expect(untilTick).toContain(`tick ${next}`);
});
