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

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), preloadLoginRoute()],
  base: './',
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          // Libraries many pages share get their own cached chunks instead of landing in
          // whichever page happens to import them first.
          // zod apart from the form libraries: Home validates its answers with zod but has no form.
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, minShareCount: 1 },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, minShareCount: 1 },
          ],
        },
      },
    },
  },
});
