/** The masking page run: its program prints the customer with every tagged field masked, as the page shows. */
import {buildProgram, expect, pageBlocks, test} from './run';

const page = 'framework/api/musk';

test('the program prints the masked customer the page shows', async ({start}) => {
  const program = await start(buildProgram(page));
  expect(await program.exited).toBe(0);
  // 'exit' can come before the last output chunk has been read.
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (const locale of ['en', 'zh-Hans'] as const) {
    const blocks = pageBlocks(page, locale);
    expect(program.log().trim(), `${blocks.file.name}: masked`).toBe(blocks.block('masked').trim());
  }
});
