import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';

/**
 * A spreadsheet parser in a child process, with the few members of `worker_threads.Worker` the pool
 * uses. A worker thread shares the server's process: when its heap runs out, Node may
 * abort the whole process (nodejs/node#47224), and its heap limit does not count ArrayBuffers. A
 * child has its own process and its own `--max-old-space-size`; when it dies, only it dies, and
 * the pool answers the file it was reading as failed and starts another.
 */
export class ChildWorker extends EventEmitter {
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;

  constructor(entry: URL, options: { heapMb: number; workerData: unknown }) {
    super();
    this.child = fork(fileURLToPath(entry), [], {
      // Neither tsx's nor Vitest's flags: boot.mjs registers what the child needs.
      execArgv: [`--max-old-space-size=${options.heapMb}`, '--stack-size=4000'],
      // Structured clone over the IPC channel, so the file's bytes travel as a Uint8Array.
      serialization: 'advanced',
      env: { ...process.env, EXCEL_WORKER_DATA: JSON.stringify(options.workerData) },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.child.on('message', (message) => this.emit('message', message));
    this.child.on('error', (error) => this.emit('error', error));
    this.child.once('exit', (code, signal) => this.emit('exit', code ?? (signal ? 128 : 0)));
  }

  postMessage(message: unknown): void {
    if (this.child.connected) this.child.send(message as Parameters<ChildProcess['send']>[0]);
  }

  terminate(): Promise<void> {
    // Waiting for an unref'd spare's exit would not keep the process alive: with nothing else to
    // do, Node would end before it (exit code 13, an unsettled top-level await), as `npm run bench`
    // did after its Excel stage closed the app.
    this.ref();
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    return this.exited;
  }

  /** A waiting spare must not keep the server alive; a busy one must. */
  ref(): void {
    this.child.ref();
    this.child.channel?.ref();
  }

  unref(): void {
    this.child.unref();
    this.child.channel?.unref();
  }
}
