/**
 * The metrics page run: each tab's program, the start-up line, the page's two curl lines and
 * the series they print, the trailing-slash behaviour of each framework, and the histogram
 * the page's environment variables turn on.
 */
import {parseGoRun} from './go-run';
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, runCommand, test} from './run';

const page = 'framework/config/metric';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];
// The scrape the page shows has the default statistics of an app named shop.
const config = '[app]\nname = "shop"\n';

/** Latencies vary by run; counts and everything else must be the page's. */
const comparable = (text: string) => normalise(text).replace(/^(request_latency_percentile(_sum)?\{[^}]*\}) \S+$/gm, '$1 <seconds>');

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: the start-up line and the scraped series are the page's`, async ({start}) => {
    const program = await start(buildProgram(page, framework), {files: {'etc/application.toml': config}});
    await program.waitForLog(/Get the Metric using/);
    const [post, scrape] = en.commands('requests');
    expect(JSON.parse(await runCommand(post, program))).toEqual({status: 'created'});
    const series = await runCommand(scrape, program);
    const slashless = await runCommand('curl -s -o /dev/null -w "%{http_code}" http://127.0.0.1:8080/metrics', program);
    // Gin redirects /metrics to /metrics/; go-restful answers both.
    expect(slashless).toBe(framework === 'gin' ? '301' : '200');
    const log = normalise(program.log(), {ports: {[program.ports.HTTP_PORT]: 8080}});
    for (const blocks of locales) {
      const name = blocks.file.name;
      const startLine = framework === 'gin' ? blocks.block('start-line') : blocks.block('start-line').replace('metric/gin/metric.go:89', 'metric/restful/metric.go:94');
      expectLinesInOrder(log, normalise(startLine), `${name} start-line (${framework})`);
      expect(comparable(series), `${name}: scrape (${framework})`).toBe(comparable(blocks.block('scrape')));
    }
  });
}

test('the histogram variables of the page add http_request_duration with their buckets', async ({start}) => {
  const line = en.commands('histogram-env')[0].replace('./shop start', 'go run . start');
  const {env} = parseGoRun(line);
  const program = await start(buildProgram(page, 'gin'), {files: {'etc/application.toml': config}, env});
  await program.waitForLog(/Get the Metric using/);
  await runCommand(en.commands('requests')[0], program);
  const series = await runCommand('curl -s http://127.0.0.1:8080/metrics/', program);
  const buckets = [...series.matchAll(/^http_request_duration_bucket\{.*le="([^"]+)"\} /gm)].map((match) => match[1]);
  expect(buckets).toEqual(['0.05', '0.1', '0.25', '0.5', '1', '2.5', '+Inf']);
});
