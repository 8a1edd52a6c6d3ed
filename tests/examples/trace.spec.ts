/**
 * The tracing page run with the stdout exporter: each tab's program with the page's config,
 * the start-up line, the span excerpt the page's curl line prints, the server span and the
 * log line sharing its trace id, and the caller-decides sampling with a traceparent header.
 */
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, runCommand, test, type RunningProgram} from './run';

const page = 'framework/config/trace';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

type Span = {Name: string; SpanContext: Record<string, unknown> & {TraceID: string}; Parent: {TraceID: string; SpanID: string}};

/** The spans the stdout exporter printed: indented JSON objects, one after the other. */
function spans(program: RunningProgram): Span[] {
  return [...program.log().matchAll(/^\{\n[\s\S]*?\n\}$/gm)].map((match) => JSON.parse(match[0]) as Span);
}

async function waitForSpans(program: RunningProgram, count: number) {
  const deadline = Date.now() + 10_000;
  while (spans(program).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return spans(program);
}

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: the page's curl line prints the load-order span and the server span of one trace`, async ({start}) => {
    const program = await start(buildProgram(page, framework), {files: {'etc/application.toml': en.block('config')}});
    await program.waitForLog(/HTTP服务启动成功/);
    await runCommand(en.commands('curl')[0], program);
    const [loadOrder, server] = await waitForSpans(program, 2);
    const traceId = /trace_id:([0-9a-f]{32})/.exec(program.log())?.[1];
    for (const blocks of locales) {
      const name = blocks.file.name;
      if (framework === 'gin') expectLinesInOrder(normalise(program.log()), normalise(blocks.block('start-line')), `${name} start-line`);
      else expect(program.log()).toContain('enable go-restful trace');
      // The excerpt: the span's name and the fields of its SpanContext, in the same order.
      const shown = JSON.parse(blocks.block('span').replace(/^\s*\.\.\.\n/m, '').replace(/,(\s*\})\s*$/, '$1')) as Span;
      expect(loadOrder.Name, `${name}: span`).toBe(shown.Name);
      expect(Object.keys(loadOrder.SpanContext), `${name}: span`).toEqual(Object.keys(shown.SpanContext));
      expect({...loadOrder.SpanContext, TraceID: '', SpanID: ''}, `${name}: span`).toEqual({...shown.SpanContext, TraceID: '', SpanID: ''});
    }
    // "The server span follows it, with the same TraceID"; the log line carries the same id.
    expect(server.Parent.TraceID).toBe('00000000000000000000000000000000');
    expect(server.SpanContext.TraceID).toBe(loadOrder.SpanContext.TraceID);
    expect(loadOrder.Parent.SpanID).toBe(server.SpanContext.SpanID);
    expect(traceId).toBe(loadOrder.SpanContext.TraceID);
  });
}

test('with trace_id_ratio = 0 the traceparent of the page decides: its trace id is recorded, nothing without it', async ({start}) => {
  const config = en.block('config').replace('trace_id_ratio = 1', 'trace_id_ratio = 0');
  expect(config).toContain('trace_id_ratio = 0');
  const program = await start(buildProgram(page, 'gin'), {files: {'etc/application.toml': config}});
  await program.waitForLog(/HTTP服务启动成功/);
  await runCommand(en.commands('curl')[0], program);
  await program.waitForLog(/loading order/);
  await runCommand(en.commands('curl-traceparent')[0], program);
  const recorded = await waitForSpans(program, 2);
  expect(recorded.map((span) => span.SpanContext.TraceID)).toEqual(['3f2a9c1d7e6b48a0b5c4d3e2f1a09876', '3f2a9c1d7e6b48a0b5c4d3e2f1a09876']);
  expect(recorded[1].Parent.SpanID).toBe('1a2b3c4d5e6f7081');
});
