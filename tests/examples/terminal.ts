/**
 * Runs an interactive command in a terminal, as a reader does: `script` (util-linux) gives
 * it a pseudo-terminal, xterm.js draws what it prints and answers its terminal queries
 * (prompt libraries ask for the cursor position), and each answer is typed once its
 * prompt is on the screen. The result is the screen as the reader sees it at the end.
 */
import {spawn} from 'node:child_process';
import {Terminal} from '@xterm/headless';

/** Keys typed at a prompt: text, then '\r' for Enter; arrow down is '\x1b[B'. */
export type Answer = {prompt: string; keys: string};

/** `asked`: for each answer, the screen from its prompt's line down, as drawn before the keys were typed. */
export type TerminalRun = {screen: string; status: number | null; asked: string[]};

export async function runInTerminal(command: string[], cwd: string, answers: Answer[], timeoutMs = 30_000): Promise<TerminalRun> {
  const terminal = new Terminal({cols: 200, rows: 60, allowProposedApi: true});
  const quoted = command.map((word) => `'${word.replaceAll("'", `'\\''`)}'`).join(' ');
  // -e: script exits with the command's status; -f: output is passed on as it comes.
  const child = spawn('script', ['-qefc', quoted, '/dev/null'], {cwd, env: {...process.env, TERM: 'xterm-256color'}});
  let printed = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    printed += chunk;
    terminal.write(chunk);
  });
  // The terminal's replies (the cursor position report) go back to the program as input.
  terminal.onData((reply) => child.stdin.write(reply));
  const status = new Promise<number | null>((resolve) => child.on('close', resolve));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  try {
    let from = 0;
    const asked: string[] = [];
    for (const {prompt, keys} of answers) {
      while (printed.indexOf(prompt, from) < 0) {
        if (child.exitCode !== null) throw new Error(`exited before the prompt ${prompt}:\n${await screenOf(terminal)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      from = printed.indexOf(prompt, from) + prompt.length;
      // The prompt is drawn in several writes: type once it has settled.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const screen = await screenOf(terminal);
      asked.push(screen.slice(screen.lastIndexOf('\n', screen.lastIndexOf(prompt)) + 1));
      child.stdin.write(keys);
    }
    const code = await status;
    return {screen: await screenOf(terminal), status: code, asked};
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null) child.kill('SIGKILL');
    terminal.dispose();
  }
}

/** The terminal's lines once everything written has been drawn, without trailing blanks. */
async function screenOf(terminal: Terminal): Promise<string> {
  await new Promise<void>((resolve) => terminal.write('', resolve));
  const buffer = terminal.buffer.active;
  const lines: string[] = [];
  for (let i = 0; i < buffer.length; i++) lines.push((buffer.getLine(i)?.translateToString(true) ?? '').trimEnd());
  return lines.join('\n').trimEnd();
}
