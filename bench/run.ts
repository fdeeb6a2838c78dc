/** `npm run bench`: every performance figure of the product, printed as medians or sizes. */
import { execFileSync } from 'node:child_process';
import { reportBundle } from './bundle';

console.log('== Tamaño del bundle (build de producción)');
execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
  stdio: 'inherit',
});
reportBundle(false);
