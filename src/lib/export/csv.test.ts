import { toCsv } from './csv';

const BOM = '\uFEFF';

describe('toCsv', () => {
  it('writes a BOM, ";" separators and CRLF line ends, quoting only where needed', () => {
    const csv = toCsv(
      ['ID', 'Nombre', 'Nota', 'Activo', 'Monto'],
      [
        [1, 'José Pérez', 'dijo "hola"; luego', true, 1234.5],
        [2, 'Ana', 'línea 1\nlínea 2', false, -0.25],
        [3, null, undefined, null, Number.NaN],
      ],
    );
    expect(csv).toBe(
      BOM +
        'ID;Nombre;Nota;Activo;Monto\r\n' +
        '1;José Pérez;"dijo ""hola""; luego";Sí;1234,50\r\n' +
        '2;Ana;"línea 1\nlínea 2";No;-0,25\r\n' +
        '3;;;;\r\n',
    );
  });

  it('quotes a field with a carriage return', () => {
    expect(toCsv(['A'], [['x\ry']])).toBe(`${BOM}A\r\n"x\ry"\r\n`);
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('neutralises the formula in %j', (text, field) => {
    expect(toCsv(['A'], [[text]])).toBe(`${BOM}A\r\n${field}\r\n`);
  });

  it.each(['-12.5', '+3', '-0,75'])('leaves the signed number %j as it is', (text) => {
    expect(toCsv(['A'], [[text]])).toBe(`${BOM}A\r\n${text}\r\n`);
  });

  it.each([
    [12.5, '12,50'],
    [0.07, '0,07'],
    [1234567.891, '1234567,89'],
    [2.5125, '2,51'],
    [150, '150'],
    [-3.5, '-3,50'],
  ])('writes the number %s with the decimal comma, as the screens show it: %s', (value, text) => {
    expect(toCsv(['A'], [[value]])).toBe(`${BOM}A\r\n${text}\r\n`);
  });

  it('writes negative numbers unchanged', () => {
    expect(toCsv(['A'], [[-3]])).toBe(`${BOM}A\r\n-3\r\n`);
  });
});
