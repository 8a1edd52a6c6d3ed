/**
 * The home page's hello service, run as the page shows it: its main.go (built by npm run
 * examples as the page "home"), its etc/application.toml, the request and the reply.
 */
import {applicationToml, greetingReply, greetingRequest} from '../../src/components/HelloService/snippets';
import {buildProgram, expect, httpStarted, runCommand, test} from './run';

test('the hello service answers the request with the reply the home page shows', async ({start}) => {
  const program = await start(buildProgram('home', 'hello'), {files: {'etc/application.toml': applicationToml}});
  await program.waitForLog(httpStarted);
  expect((await runCommand(greetingRequest, program)).trim()).toBe(greetingReply);
});
