import { expect, test, type Page } from '@playwright/test';
import { signInHome } from './support';

const SLOW = { timeout: 15_000 };
const UNSAVED = 'Tienes cambios sin guardar. ¿Salir de todos modos?';
const FORM = /#\/gestAgencia\/insertarAgencia$/;
const LIST = /#\/gestAgencia\/listarAgencias$/;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
const trail = (page: Page) => page.getByRole('navigation', { name: 'Ruta de navegación' });
const nombre = (page: Page) => page.getByRole('textbox', { name: 'Nombre de la Agencia' });
const formHeading = (page: Page) => page.getByRole('heading', { name: 'Insertar Agencia' });

/** Answers the browser's dialogs in order (true accepts); records what each asked. */
function answerDialogs(page: Page) {
  const asked: string[] = [];
  const answers: boolean[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void (answers.shift() ? dialog.accept() : dialog.dismiss());
  });
  return { asked, next: (accept: boolean) => answers.push(accept) };
}

test('Back and Forward away from a half-filled form ask first; staying keeps the input and the address', async ({
  page,
}) => {
  await signInHome(page, 'admin');
  const dialogs = answerDialogs(page);
  // In-app links, so Back and Forward move within the app's own history entries.
  await nav(page).getByRole('button', { name: 'Más' }).click();
  await nav(page).getByRole('link', { name: 'Agencias' }).click();
  await page.getByRole('link', { name: 'Insertar Agencia' }).click();
  await nombre(page).fill('Agencia a medias');

  dialogs.next(false);
  await page.goBack();
  await expect.poll(() => dialogs.asked).toEqual([UNSAVED]);
  await expect(page).toHaveURL(FORM);
  await expect(nombre(page)).toHaveValue('Agencia a medias');
  // The entry behind is still the list: the refusal put the form's entry back, not a copy of it.
  dialogs.next(true);
  await page.goBack();
  await expect.poll(() => dialogs.asked).toHaveLength(2);
  await expect(page).toHaveURL(LIST, SLOW);
  await expect(formHeading(page)).toHaveCount(0);

  // A clean form: Forward to it, and away from it, asks nothing.
  await page.goForward();
  await expect(nombre(page)).toHaveValue('');
  await trail(page).getByRole('link', { name: 'Agencias' }).click();
  await expect(page).toHaveURL(LIST, SLOW);
  await page.goBack();
  await expect(page).toHaveURL(FORM);
  expect(dialogs.asked).toHaveLength(2);

  await nombre(page).fill('Otra a medias');
  dialogs.next(false);
  await page.goForward();
  await expect.poll(() => dialogs.asked).toEqual([UNSAVED, UNSAVED, UNSAVED]);
  await expect(page).toHaveURL(FORM);
  await expect(nombre(page)).toHaveValue('Otra a medias');
  dialogs.next(true);
  await page.goForward();
  await expect.poll(() => dialogs.asked).toHaveLength(4);
  await expect(page).toHaveURL(LIST, SLOW);
  await expect(formHeading(page)).toHaveCount(0);
});

test('an address typed over a half-filled form asks first too; staying puts the form back', async ({ page }) => {
  await signInHome(page, 'admin');
  const dialogs = answerDialogs(page);
  await page.goto('/#/gestAgencia/insertarAgencia');
  await nombre(page).fill('Agencia a medias', SLOW);

  dialogs.next(false);
  await page.evaluate(() => {
    window.location.hash = '#/home';
  });
  await expect.poll(() => dialogs.asked).toEqual([UNSAVED]);
  await expect(page).toHaveURL(FORM);
  await expect(nombre(page)).toHaveValue('Agencia a medias');
  await expect(formHeading(page)).toBeVisible();
});
