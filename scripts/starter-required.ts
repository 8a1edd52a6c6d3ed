/** Writes src/start/required.json from real builds of the starter's projects (tests/starter/required.ts). */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {requiredPaths} from '../tests/starter/required';

const file = join(__dirname, '..', 'src', 'start', 'required.json');
writeFileSync(file, `${JSON.stringify(requiredPaths())}\n`);
console.log(`wrote ${file}`);
