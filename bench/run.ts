/**
 * `npm run bench`: every performance figure of the product, as medians or sizes. Machines here
 * are shared and noisy: compare medians and ratios, and read the load average printed with them.
 */
import { execFileSync } from 'node:child_process';
import { reportBundle } from './bundle';
import { runExcelBench } from './excel';
import { reportCobrosServerBench, runCobrosServerBench } from './cobros-server';
import { runCobrosBrowserBench } from './cobros-browser';

console.log('== Tamaño del bundle (build de producción)');
execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
  stdio: 'inherit',
});
reportBundle(false);

console.log('\n== Procesamiento de Excel (procesar_excel/, 10.000 filas)');
await runExcelBench();

console.log('\n== listar_cobro/ a escala (servidor de referencia)');
reportCobrosServerBench(await runCobrosServerBench());

console.log('\n== Lista de Cobros en Chromium (semilla grande)');
await runCobrosBrowserBench();
