/**
 * A page's `go run` line as the built binary's start: `HTTP_PORT=8081 go run ./cmd/clock start
 * -f etc/clock.toml` gives the package, the environment and the arguments the reader passes.
 */
export type GoRun = {env: Record<string, string>; pkg: string; args: string[]};

export function parseGoRun(command: string): GoRun {
  const words = command.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split('=');
    env[name] = value.join('=');
  }
  if (words[0] !== 'go' || words[1] !== 'run') throw new Error(`not a go run line: ${command}`);
  return {env, pkg: words[2], args: words.slice(3)};
}
