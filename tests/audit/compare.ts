/**
 * The comparison itself: each figure a screen shows, read as céntimos, against the figure
 * recomputed independently. A mismatch names the screen, the label and both figures.
 */
import { showCents } from './money';

export type Figure = {
  screen: string;
  label: string;
  expected: number;
  shown: number | null;
  units?: boolean;
};

export type Mismatch = Figure & { message: string };

export class FigureLog {
  readonly figures: Figure[] = [];

  /** Records a money figure (céntimos) or, with `units`, a unit count. */
  add(screen: string, label: string, expected: number, shown: number | null, units = false): void {
    this.figures.push({ screen, label, expected, shown, units });
  }

  mismatches(): Mismatch[] {
    return this.figures.filter((f) => f.shown !== f.expected).map((f) => ({ ...f, message: describe(f) }));
  }

  report(): string {
    const bad = this.mismatches();
    return bad.length === 0
      ? `${this.figures.length} cifras, todas cuadran`
      : bad.map((m) => m.message).join('\n');
  }
}

function describe(f: Figure): string {
  const show = (v: number | null) =>
    v === null ? '(no se encontró en pantalla)' : f.units ? String(v) : showCents(v);
  return `${f.screen} · ${f.label}: esperado ${show(f.expected)}, mostrado ${show(f.shown)}`;
}
