/**
 * The builds the tests in tests/build read, made once per `vitest run` and shared by every test file that needs the
 * same one (four builds instead of seven). Test files run in parallel processes: one lock directory serialises the
 * builds (each also rewrites .build/server.mjs and .build/runtime-config.mjs), and a stamp beside each build says
 * which run made it, so a build from an earlier run (or an older checkout) is never read.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Unique per `vitest run` (vitest.config.ts). */
    buildRunId: string;
  }
}

/** The default (mock API on), without the mock API, the development build, and the preact/compat build. */
export type BuildVariant = 'demo' | 'real' | 'dev' | 'preact';

const argsOf: Record<BuildVariant, string[]> = { demo: [], real: ['--no-mock'], dev: ['--dev'], preact: ['--preact'] };

const lockDir = '.build/dist-test.lock';
/** A lock older than this was left by a killed run. */
const staleLockMs = 180_000;

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The directory of `variant`'s build for this run (`.build/dist-test-<variant>`), built first if this run has not yet. */
export function sharedBuild(variant: BuildVariant): string {
  const dir = `.build/dist-test-${variant}`;
  const stamp = `${dir}.run`;
  const runId = inject('buildRunId') ?? `${process.pid}-${Date.now()}`;
  const fresh = () => existsSync(stamp) && readFileSync(stamp, 'utf8') === runId;
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (fresh()) return dir;
    mkdirSync('.build', { recursive: true });
    let locked = false;
    try {
      mkdirSync(lockDir);
      locked = true;
    } catch {
      // Another test file is building; a lock nobody released is removed.
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > staleLockMs) rmSync(lockDir, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
    }
    if (locked) {
      try {
        if (!fresh()) {
          rmSync(stamp, { force: true });
          execFileSync('node', ['build.mjs', ...argsOf[variant]], { env: { ...process.env, DIST_DIR: dir }, stdio: 'pipe' });
          writeFileSync(stamp, runId);
        }
        return dir;
      } finally {
        rmSync(lockDir, { recursive: true, force: true });
      }
    }
    if (Date.now() > deadline) throw new Error(`sharedBuild(${variant}): ${lockDir} held for too long`);
    sleep(200);
  }
}
