/**
 * `npm start`: the app static server and the embedded identity provider.
 * Env: PORT (8080), IDP_PORT (9090), ACCESS_TOKEN_TTL seconds (300), DIST_DIR (dist), APP_CONFIG (optional JSON file).
 */
import { tenants } from '../src/config/tenants';
import { demoAccounts, demoPassword } from './accounts';
import { startServers } from './servers';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535 * 1000) {
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  }
  return value;
}

async function main(): Promise<void> {
  const servers = await startServers({
    appPort: intFromEnv('PORT', 8080),
    idpPort: intFromEnv('IDP_PORT', 9090),
    accessTokenTtl: intFromEnv('ACCESS_TOKEN_TTL', 300),
    distDir: process.env.DIST_DIR || 'dist',
    appConfigPath: process.env.APP_CONFIG || undefined,
  });
  const { appPort, idpOrigin } = servers;
  const width = Math.max(...demoAccounts.map((a) => a.email.length));
  const addresses: [string, string][] = [
    ['Tenant picker', `http://localhost:${appPort}`],
    ...tenants.map((t): [string, string] => [t.tradeName, `http://${t.slug}.localhost:${appPort}`]),
    ['Identity provider', idpOrigin],
  ];
  const labelWidth = Math.max(...addresses.map(([label]) => label.length));
  const lines = [
    '',
    'Back Office dev server',
    '',
    ...addresses.map(([label, url]) => `  ${label.padEnd(labelWidth)}  ${url}`),
    '',
    `Demo accounts (password "${demoPassword}"):`,
    ...demoAccounts.map(
      (a) => `  ${a.email.padEnd(width)}  ${a.name} · ${a.tenants.join(', ')} · ${a.permissions.length} permission(s)`,
    ),
    '',
    'Press Ctrl+C to stop.',
    '',
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping`);
    servers.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') console.error(`Port already in use: ${(error as Error).message}. Set PORT / IDP_PORT.`);
  else console.error(error);
  process.exit(1);
});
