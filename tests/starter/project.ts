/** Writing a generated project to disk and the Go environment the starter's checks build it in. */
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {generateProject, type Choices} from '../../src/start/generate';
import {starterData} from '../../src/plugins/startData';
import start from '../../src/locale/en/start';

const data = starterData('en');

// One module cache for every project (the machine's, where mcube v2.1.10 already is).
export const goEnv = {...process.env, GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local'};

/** Writes the project of the choices into work/name and returns that folder. */
export function writeProject(work: string, name: string, choices: Choices): string {
  const dir = join(work, name);
  for (const file of generateProject(choices, data, start.generated)) {
    mkdirSync(dirname(join(dir, file.path)), {recursive: true});
    writeFileSync(join(dir, file.path), file.content);
  }
  return dir;
}
