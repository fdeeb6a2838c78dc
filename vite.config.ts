import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const LOGIN_PAGE = '/src/features/auth/login-page.tsx';

/**
 * The login route's chunks as <link rel="modulepreload"> in index.html, so the browser fetches
 * them with the entry instead of after it has run: the login form needs no second round trip.
 */
function preloadLoginRoute(): Plugin {
  return {
    name: 'preload-login-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = new Map(
          Object.values(bundle).flatMap((output) =>
            output.type === 'chunk' ? [[output.fileName, output]] : [],
          ),
        );
        const login = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(LOGIN_PAGE));
        if (!login) throw new Error(`No chunk for ${LOGIN_PAGE}: the login preload needs updating`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (!chunk || chunk.isEntry || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        visit(login.fileName);
        return [...files]
          .filter((file) => !html.includes(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * react-router's production files in the build. Its package points every bundler at its
 * development files, dev-only checks and console warnings included (remix-run/react-router#14102);
 * the dev server keeps them.
 */
function reactRouterProductionFiles(): Plugin {
  const dir = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'react-router-production-files',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dir, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dir, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

/** A route's page module: each stays a chunk of its own, which the router loads by name. */
const PAGE_MODULE = /[\\/]src[\\/]features[\\/].+-page\.tsx$/;
const PUBLIC_PAGES = /[\\/]features[\\/]auth[\\/](login|unauthorized)-page\.tsx$/;
/** Loaded after sign-in by every signed-in page, beside the page itself. */
const SIGNED_IN_SHELL = /[\\/]src[\\/]app[\\/](query-layer|app-navbar)\.tsx$/;
/** Where every sign-in lands. */
const HOME_PAGE = /[\\/]src[\\/]features[\\/]home[\\/]home-page\.tsx$/;
/** The SuperAdmin's Home: the finance summary, which no other role's Home loads. */
const SUPERADMIN_DASHBOARD = /[\\/]home[\\/]components[\\/]superadmin-dashboard\.tsx$/;

/**
 * Fewer, larger chunks for a page's first load. Split by which pages use each module, a
 * signed-in page's first load asked for some 70 small files, which a browser fetches six at a
 * time: about 0.3–0.4 s before the page could render, with the large lists' worker script queued
 * behind them. Five groups, decided on the module graph once it is known:
 * - 'login': what the login page imports statically beyond the entry (its first load, which
 *   keeps its budget);
 * - 'sign-in': what the login page loads once it shows (the request code: axios and the API
 *   client), so the form does not then parse and run the signed-in pages' libraries;
 * - 'signed-in': what the shell and the Home (with the workers' dashboard) import statically
 *   beyond those: every sign-in's first page loads, parses and runs no other page's code (forms,
 *   lists, the other screens' schemas), which was most of the Home's blocking time;
 * - 'superadmin-home': what only the SuperAdmin's dashboard imports beyond those;
 * - 'pages': what the other signed-in pages import statically beyond all three.
 * Each page stays a chunk of its own, and what is imported only on demand (charts, the
 * spreadsheet library, toasts, tooltips) stays apart: no static import reaches it.
 */
function firstLoadGroups() {
  const groups = {
    login: new Set<string>(),
    signIn: new Set<string>(),
    signedIn: new Set<string>(),
    superAdminHome: new Set<string>(),
    pages: new Set<string>(),
  };
  const plugin: Plugin = {
    name: 'first-load-groups',
    apply: 'build',
    buildEnd() {
      const closure = (roots: readonly string[]) => {
        const reached = new Set<string>();
        const visit = (id: string) => {
          if (reached.has(id)) return;
          reached.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        roots.forEach(visit);
        return reached;
      };
      const ids = [...this.getModuleIds()];
      const entry = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const publicPages = ids.filter((id) => PUBLIC_PAGES.test(id));
      const login = closure(publicPages);
      const signIn = closure(
        publicPages.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
      );
      const home = ids.filter((id) => HOME_PAGE.test(id));
      // The dashboards stay chunks of their own (a worker's Home does not load the SuperAdmin's).
      // What the workers' dashboard imports comes with the shell; what only the SuperAdmin's
      // imports (its finance schemas, queries and charts) is a group of its own, so the other
      // roles' first page does not evaluate it, and the SuperAdmin's evaluates it in a task apart.
      const dashboards = new Set(home.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      const workerDashboards = [...dashboards].filter((id) => !SUPERADMIN_DASHBOARD.test(id));
      const signedIn = closure([
        ...ids.filter((id) => SIGNED_IN_SHELL.test(id)),
        ...home,
        ...workerDashboards,
      ]);
      const superAdminHome = closure([...dashboards].filter((id) => SUPERADMIN_DASHBOARD.test(id)));
      const pages = closure(ids.filter((id) => PAGE_MODULE.test(id) && !PUBLIC_PAGES.test(id)));
      const grouped = (reached: Set<string>, without: (id: string) => boolean) =>
        new Set([...reached].filter((id) => !PAGE_MODULE.test(id) && !dashboards.has(id) && !without(id)));
      const inAny =
        (...sets: Set<string>[]) =>
        (id: string) =>
          sets.some((set) => set.has(id));
      groups.login = grouped(login, inAny(entry));
      groups.signIn = grouped(signIn, inAny(entry, login));
      groups.signedIn = grouped(signedIn, inAny(entry, login, signIn));
      groups.superAdminHome = grouped(superAdminHome, inAny(entry, login, signIn, signedIn));
      groups.pages = grouped(pages, inAny(entry, login, signIn, signedIn, superAdminHome));
    },
  };
  return {
    plugin,
    login: (id: string) => groups.login.has(id),
    signIn: (id: string) => groups.signIn.has(id),
    signedIn: (id: string) => groups.signedIn.has(id),
    superAdminHome: (id: string) => groups.superAdminHome.has(id),
    pages: (id: string) => groups.pages.has(id),
  };
}

const firstLoad = firstLoadGroups();

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), reactRouterProductionFiles(), preloadLoginRoute(), firstLoad.plugin],
  base: './',
  // Module workers, so the list worker's first module can start its request while the reader,
  // a chunk of its own, is still loading (src/lib/list-worker/list-worker.ts).
  worker: { format: 'es' },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // verify-session imports the API client lazily on purpose (the login page starts without
      // it); that the signed-in pages import it statically is expected, and `npm start` should
      // print only the warnings that matter.
      onwarn(warning, warn) {
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'login', test: firstLoad.login, priority: -1 },
            { name: 'sign-in', test: firstLoad.signIn, priority: -1 },
            { name: 'signed-in', test: firstLoad.signedIn, priority: -1 },
            { name: 'superadmin-home', test: firstLoad.superAdminHome, priority: -1 },
            { name: 'pages', test: firstLoad.pages, priority: -1 },
          ],
        },
      },
    },
  },
});
