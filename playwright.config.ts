import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4180);
// Several runs may share a machine: each gets its own port, build folder and database.
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
const database = `test-results/e2e-${port}.sqlite`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    viewport: { width: 1366, height: 860 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // A fresh database each run, so every test starts from the documented demo seed.
    command: `mkdir -p test-results && rm -f ${database}* && node node_modules/tsx/dist/cli.mjs server/main.ts`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE: database,
      JWT_SECRET: 'e2e-secret',
      STATIC_DIR: staticDir,
    },
  },
});
