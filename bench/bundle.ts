/**
 * Bundle sizes from the production build: what the login screen loads first (JS and CSS,
 * gzipped) and each page chunk. `--check` fails when a budget is exceeded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

export const BUDGET = { loginJsKb: 100, loginCssKb: 35, pageChunkKb: 30 };

type ManifestEntry = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestEntry>;

const gzKb = (distDir: string, file: string) => gzipSync(readFileSync(join(distDir, file))).length / 1024;

/** A chunk plus everything it imports statically: what the browser must fetch before it runs. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export function measureBundle(distDir = 'dist') {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No hay build en ${distDir}: ejecute npm run build`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/login-page.tsx'));
  if (!entryKey || !loginKey)
    throw new Error('No se encontró la entrada o la página de login en el manifiesto');

  const firstLoad = new Set([...staticClosure(manifest, entryKey), ...staticClosure(manifest, loginKey)]);
  const parts = [...firstLoad].map((key) => ({
    name: manifest[key].src ?? key,
    file: manifest[key].file,
    kb: gzKb(distDir, manifest[key].file),
  }));
  const cssFiles = new Set([...firstLoad].flatMap((key) => manifest[key].css ?? []));
  const loginCssKb = [...cssFiles].reduce((total, file) => total + gzKb(distDir, file), 0);
  const loginJsKb = parts.reduce((total, part) => total + part.kb, 0);

  // Lazily loaded chunks of our own code are pages (or parts of one); a library loaded lazily
  // on demand (SheetJS when exporting) is reported apart, as it is no page's weight.
  const lazy = Object.entries(manifest)
    .filter(([, entry]) => entry.isDynamicEntry)
    .map(([key, entry]) => ({ name: entry.src ?? key, kb: gzKb(distDir, entry.file) }))
    .sort((a, b) => b.kb - a.kb);
  const pages = lazy.filter((chunk) => !chunk.name.includes('node_modules'));
  const libraries = lazy.filter((chunk) => chunk.name.includes('node_modules'));

  return { loginJsKb, loginCssKb, parts: parts.sort((a, b) => b.kb - a.kb), pages, libraries };
}

export function reportBundle(check: boolean): boolean {
  const { loginJsKb, loginCssKb, parts, pages, libraries } = measureBundle();
  const kb = (value: number) => `${value.toFixed(1)} kB`;
  console.log('Carga inicial de la pantalla de login (gzip):');
  console.log(`  JS  ${kb(loginJsKb)} (presupuesto ${BUDGET.loginJsKb} kB)`);
  for (const part of parts) console.log(`      ${kb(part.kb).padStart(9)}  ${part.name}`);
  console.log(`  CSS ${kb(loginCssKb)} (presupuesto ${BUDGET.loginCssKb} kB)`);
  console.log(`Chunks de página (gzip, presupuesto ${BUDGET.pageChunkKb} kB cada uno):`);
  for (const page of pages) console.log(`  ${kb(page.kb).padStart(9)}  ${page.name}`);
  console.log('Librerías cargadas solo al usarlas (gzip):');
  for (const library of libraries)
    console.log(`  ${kb(library.kb).padStart(9)}  ${library.name.replace(/.*node_modules\//, '')}`);

  const overPages = pages.filter((page) => page.kb > BUDGET.pageChunkKb);
  const ok = loginJsKb <= BUDGET.loginJsKb && loginCssKb <= BUDGET.loginCssKb && overPages.length === 0;
  if (check && !ok) {
    console.error('Presupuesto excedido:', {
      loginJsKb,
      loginCssKb,
      overPages: overPages.map((page) => page.name),
    });
  }
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const check = process.argv.includes('--check');
  const ok = reportBundle(check);
  process.exit(check && !ok ? 1 : 0);
}
