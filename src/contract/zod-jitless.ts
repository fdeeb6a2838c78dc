// zod 4 probes `new Function('')` to decide whether to compile parsers, the first time it builds an
// object schema; under the server's CSP (script-src 'self', no 'unsafe-eval') the probe is a reported
// violation that Lighthouse's best practices count against every screen. The app's entry imports
// this module first and every contract module imports it through common.ts, so the switch is on
// before any schema is built, in the app and the server alike.
//
// Without importing zod: its configuration is one object on `globalThis.__zod_globalConfig`, which
// zod takes over when it loads after this and which this sets when zod loaded first (zod-jitless.test.ts).
// Importing zod's `config` would bring some 20 kB of zod into the login's first load.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
