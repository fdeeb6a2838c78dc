import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { screenshot, signInHome } from './support';

/** Spreadsheets are written at test time, so no binary lives in the repository. */
const FILES_DIR = join('test-results', 'documentacion-files');

const VALID_XLSX = 'terapia_enero_e2e.xlsx';
const PARTIAL_XLS = 'terapia_febrero_e2e.xls';
const CORRUPT_XLSX = 'terapia_roto_e2e.xlsx';

function writeSpreadsheets(): string[] {
  mkdirSync(FILES_DIR, { recursive: true });
  const book = (rows: unknown[][]) => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Registros');
    return workbook;
  };
  XLSX.writeFile(
    book([
      ['Nombre', 'Unidades'],
      ['María García', 12],
      ['José López', 8.5],
      ['Ana Torres', 20],
    ]),
    join(FILES_DIR, VALID_XLSX),
  );
  // Two rows the backend must leave out, so this file is a partial success.
  XLSX.writeFile(
    book([
      ['Nombre completo', 'Unidades'],
      ['Carlos Ramos', 15],
      ['', 4],
      ['Sofía Medina', 'muchas'],
      ['Diego Rojas', 30],
    ]),
    join(FILES_DIR, PARTIAL_XLS),
    { bookType: 'xls' },
  );
  writeFileSync(join(FILES_DIR, CORRUPT_XLSX), 'esto no es una hoja de cálculo');
  return [VALID_XLSX, PARTIAL_XLS, CORRUPT_XLSX].map((name) => join(FILES_DIR, name));
}

/** Waits for the modal's fade-in, so its screenshot shows what the user reads. */
const settle = (locator: Locator) =>
  locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );

const documentRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Documentos' }).getByRole('row').filter({ hasText: name });

test('admin uploads three files, one bad, then finds, edits and deletes the new documents', async ({
  page,
}) => {
  // One long user journey with uploads and a redirect delay.
  test.slow();
  const files = writeSpreadsheets();
  await signInHome(page, 'admin');

  await page.goto('/#/gestDocumentacion/listarDocumentacion');
  await expect(page.getByRole('heading', { name: 'Lista de Documentos' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Documentos' }).getByRole('row').nth(1)).toBeVisible();
  await screenshot(page, 'documentos-lista');
  await page.getByRole('link', { name: 'Insertar Documentación' }).click();

  await expect(page.getByRole('heading', { name: 'Insertar Documentación' })).toBeVisible();
  await page.getByRole('button', { name: 'Subir Documentos' }).click();
  await expect(page.getByText('Seleccione al menos un archivo')).toBeVisible();
  await screenshot(page, 'documentos-insertar-validacion');

  await page.getByLabel('Tipo de documento').selectOption({ label: 'Terapia' });
  await page.getByLabel('Tipo de cliente').selectOption({ label: 'Terapia' });
  await page
    .getByRole('combobox', { name: 'Cliente', exact: true })
    .selectOption({ label: 'Clínica San Rafael' });
  await page.getByLabel('Notas').check();
  await page.getByLabel('Archivos').setInputFiles(files);
  const chosen = page.getByRole('list', { name: 'Archivos seleccionados' });
  await expect(chosen.getByRole('listitem')).toHaveCount(3);
  await screenshot(page, 'documentos-insertar-formulario');

  // A slow uplink keeps the upload on screen long enough to see its progress.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 4 * 1024,
  });
  await page.getByRole('button', { name: 'Subir Documentos' }).click();
  await expect(page.getByRole('button', { name: 'Subiendo...' })).toBeDisabled();
  await expect(page.getByLabel('Tipo de documento')).toBeDisabled();
  const progress = page.getByRole('progressbar', { name: 'Progreso de la subida' });
  await expect(progress).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await screenshot(page, 'documentos-insertar-subiendo');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const results = page.getByRole('region', { name: 'Resultados del procesamiento' });
  // Parsing runs in a worker on the server; a busy machine needs more than the default wait.
  await expect(results).toBeVisible({ timeout: 30_000 });
  await expect(results.getByText('Completado', { exact: true })).toBeVisible();
  await expect(results.getByRole('alert')).toHaveText('Procesamiento completado con 1 archivo(s) fallidos');

  const valid = results
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: VALID_XLSX }) });
  await expect(valid.getByText('Éxito', { exact: true })).toBeVisible();
  await expect(valid.getByText('Registros creados')).toBeVisible();
  await expect(valid.getByText('2-4')).toBeVisible();

  const partial = results
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: PARTIAL_XLS }) });
  await expect(partial.getByText('Éxito parcial')).toBeVisible();
  await expect(partial.getByText(/^Fila 3:/)).toBeVisible();
  await expect(partial.getByText(/^Fila 4:/)).toBeVisible();

  const failed = results
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: CORRUPT_XLSX }) });
  await expect(failed.getByText('Fallido')).toBeVisible();
  await screenshot(page, 'documentos-insertar-resultados');

  await results.getByRole('link', { name: 'Ver lista de documentos' }).click();
  await expect(page.getByRole('heading', { name: 'Lista de Documentos' })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Cliente', exact: true })
    .selectOption({ label: 'Clínica San Rafael' });
  await expect(page).toHaveURL(/cliente=\d+/);
  const rows = page.getByRole('table', { name: 'Documentos' }).getByRole('row');
  // Newest first: the two new documents lead the list, in upload order reversed.
  await expect(rows.nth(1)).toContainText(PARTIAL_XLS);
  await expect(rows.nth(2)).toContainText(VALID_XLSX);
  await expect(documentRow(page, CORRUPT_XLSX)).toHaveCount(0);
  await expect(documentRow(page, VALID_XLSX).getByRole('cell').nth(4)).toHaveText('3');
  await screenshot(page, 'documentos-lista-filtrada');

  await documentRow(page, VALID_XLSX)
    .getByRole('link', { name: `Modificar ${VALID_XLSX}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Modificar Documentación' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Registros del documento' })).toContainText('José López');
  await expect(page.getByLabel('Bill')).not.toBeChecked();
  await expect(page.getByLabel('Notas')).toBeChecked();
  await page.getByLabel('Bill').check();
  await screenshot(page, 'documentos-modificar');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Documento actualizado correctamente' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/gestDocumentacion\/listarDocumentacion/, { timeout: 5000 });
  await page
    .getByRole('combobox', { name: 'Cliente', exact: true })
    .selectOption({ label: 'Clínica San Rafael' });
  await expect(documentRow(page, VALID_XLSX).getByRole('cell').nth(5)).toHaveText('Sí');

  await documentRow(page, PARTIAL_XLS)
    .getByRole('button', { name: `Eliminar ${PARTIAL_XLS}` })
    .click();
  const modal = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
  await expect(modal).toContainText(PARTIAL_XLS);
  await settle(modal);
  await screenshot(page, 'documentos-eliminar');
  await modal.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Documento eliminado correctamente')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(documentRow(page, PARTIAL_XLS)).toHaveCount(0);
  await expect(documentRow(page, VALID_XLSX)).toHaveCount(1);
});
