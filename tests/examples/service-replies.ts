/** Helpers shared by the run checks of the API pages whose services answer curl lines. */
import {normalise, type pageBlocks} from './run';

/** The config a page's "Check it works" names in its prose: `[app] name = "library"`. */
export function appNameConfig(blocks: ReturnType<typeof pageBlocks>): string {
  const named = blocks.file.prose.map(({text}) => text.match(/`\[app\] name = "(\w+)"`/)).find(Boolean);
  if (!named) throw new Error(`${blocks.file.name}: "Check it works" names no [app] name`);
  return `[app]\nname = "${named[1]}"\n`;
}

/**
 * A curl reply printed with -w '\nHTTP %{http_code}\n' as {body, status}, the body parsed so
 * that go-restful's indentation does not count. With sortMessage the comma-separated
 * messages of an exception are sorted (the validator reports them in no fixed order).
 */
export function parsedReply(text: string, sortMessage = false) {
  const [raw, status] = normalise(text).split(/\n(?=HTTP \d+$)/);
  const body = JSON.parse(raw) as {message?: unknown};
  if (sortMessage && typeof body.message === 'string') body.message = body.message.split(',').sort().join(',');
  return {body, status};
}
