import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Rendered pictures on disk under a data folder, each rendered once: concurrent requests for one
 * file share one rendering, and a bounded set of recent ones stays in memory. A file that cannot
 * be written (a full or read-only disk) is still served; it is rendered again next time.
 */
export class FileCache {
  private readonly recent = new Map<string, Promise<Buffer>>();
  /** Renderings and writes still running: the server waits for them when it closes. */
  private readonly busy = new Set<Promise<unknown>>();

  constructor(
    private readonly dir: string,
    private readonly maxInMemory = 150,
  ) {}

  get(relative: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.recent.get(relative);
    if (hit) {
      this.recent.delete(relative);
      this.recent.set(relative, hit);
      return hit;
    }
    const pending = this.readOrRender(join(this.dir, relative), render);
    this.track(pending);
    this.recent.set(relative, pending);
    pending.catch(() => this.recent.delete(relative));
    while (this.recent.size > this.maxInMemory) this.recent.delete(this.recent.keys().next().value!);
    return pending;
  }

  private async readOrRender(file: string, render: () => Promise<Buffer>): Promise<Buffer> {
    try {
      return await readFile(file);
    } catch {
      // not rendered yet
    }
    const bytes = await render();
    this.track(this.write(file, bytes));
    return bytes;
  }

  /** Resolves once no rendering or write is running (a closing server, then its data folder can go). */
  async idle(): Promise<void> {
    while (this.busy.size > 0) await Promise.allSettled([...this.busy]);
  }

  private track(task: Promise<unknown>): void {
    this.busy.add(task);
    const done = () => void this.busy.delete(task);
    task.then(done, done);
  }

  private async write(file: string, bytes: Buffer): Promise<void> {
    try {
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch {
      // served from memory this time
    }
  }
}
