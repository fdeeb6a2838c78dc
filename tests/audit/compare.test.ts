import { FigureLog } from './compare';
import { parseShown } from './money';

describe('FigureLog', () => {
  it('fails a screen figure one céntimo off, naming the screen, the label and both figures', () => {
    const log = new FigureLog();
    log.add('Pagos de Clientes', 'Pagado', 154435, parseShown('$1,544.34'));
    expect(log.mismatches()).toHaveLength(1);
    expect(log.report()).toBe('Pagos de Clientes · Pagado: esperado $1,544.35, mostrado $1,544.34');
  });

  it('fails a figure the screen does not show', () => {
    const log = new FigureLog();
    log.add('Home', 'Total Pagado', 100, null);
    expect(log.report()).toMatch(/no se encontró/);
  });

  it('passes figures equal to the céntimo', () => {
    const log = new FigureLog();
    log.add('Montos Extra', 'Total Montos Extra', 154435, parseShown('$1,544.35'));
    log.add('Comparativa', 'Unidades', 2677, 2677, true);
    expect(log.mismatches()).toEqual([]);
    expect(log.report()).toBe('2 cifras, todas cuadran');
  });
});
