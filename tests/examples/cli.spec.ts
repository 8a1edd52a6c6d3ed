/**
 * The CLI page's enum example run as a reader runs it: the program using the generated
 * methods (the page's generated file, as shown) prints what the page shows.
 */
import {parseGoRun} from './go-run';
import {buildProgram, expect, pageBlocks, test} from './run';

const page = 'framework/cli';
const locales = [pageBlocks(page, 'en'), pageBlocks(page, 'zh-Hans')];

test('the program parses, encodes and decodes priorities as the page shows', async ({start}) => {
  const {args} = parseGoRun(locales[0].commands('run')[0]);
  const program = await start(buildProgram(page), {args});
  expect(await program.exited, program.log()).toBe(0);
  for (const blocks of locales) expect(program.log().trim(), blocks.file.name).toBe(blocks.block('enum-output').trim());
});
