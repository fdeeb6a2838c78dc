/** Thrown when a gate's line is full: the caller answers 503 rather than queueing without bound. */
export class GateFullError extends Error {
  constructor() {
    super('Cola llena');
  }
}

/** At most `limit` tasks run at once; up to `queueMax` more wait in order; past that, GateFullError. */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly queueMax: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.queueMax) throw new GateFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so `running` only drops when nobody waits.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
