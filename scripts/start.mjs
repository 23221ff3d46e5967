// npm start: compile the catalogs, build, then run the identity provider and the static server.
import { spawn } from 'node:child_process';
import { bin, run } from './run.mjs';

if ((await run(bin('lingui'), ['compile', '--strict'])) !== 0) process.exit(1);
if ((await run('node', ['build.mjs'])) !== 0) process.exit(1);

const server = spawn('node', ['.build/server.mjs'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
