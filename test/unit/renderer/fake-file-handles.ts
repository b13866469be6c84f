/**
 * Stand-ins for the File System Access API's file handles, over a map of names to bytes: what
 * the browser's own handles do that Wellspring relies on (getFile, createWritable committing on
 * close, isSameEntry, the permission calls), and a way to change a file "behind the app's back".
 */

interface StoredFile {
  bytes: Uint8Array;
  lastModified: number;
}

export class FakeDisk {
  readonly files = new Map<string, StoredFile>();
  #clock = 1_000;
  /** Every write committed, in order (file name and text). */
  readonly writes: { name: string; text: string }[] = [];

  /** Writes `text` as another program would; the file's time moves on. */
  put(name: string, text: string | Uint8Array): void {
    const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
    this.files.set(name, { bytes, lastModified: (this.#clock += 1_000) });
  }

  /** Touches a file (a sync tool): a new time, the same bytes. */
  touch(name: string): void {
    const file = this.files.get(name);
    if (file !== undefined) file.lastModified = this.#clock += 1_000;
  }

  text(name: string): string | undefined {
    const file = this.files.get(name);
    return file === undefined ? undefined : new TextDecoder().decode(file.bytes);
  }

  handle(name: string, permission: FakePermission = 'granted'): FakeFileHandle {
    return new FakeFileHandle(this, name, permission);
  }
}

export class FakeFileHandle {
  readonly kind = 'file';
  /** What requestPermission answers (the designer's answer to the browser's prompt). */
  answerToPrompt: FakePermission = 'denied';
  /** How many times the browser's prompt was shown. */
  prompts = 0;
  /** Makes the next write fail when it commits (a disk full). */
  failNextCommit = false;

  constructor(
    readonly disk: FakeDisk,
    readonly name: string,
    public permission: FakePermission,
  ) {}

  async getFile(): Promise<File> {
    const file = this.disk.files.get(this.name);
    if (file === undefined)
      throw new DOMException('A requested file could not be found.', 'NotFoundError');
    return new File([file.bytes.slice()], this.name, { lastModified: file.lastModified });
  }

  async createWritable() {
    let text = '';
    let aborted = false;
    return {
      write: async (chunk: string) => {
        text += chunk;
      },
      // Like the browser's: the file changes only here, whole, or not at all.
      close: async () => {
        if (aborted) throw new TypeError('The stream was aborted.');
        if (this.failNextCommit) {
          this.failNextCommit = false;
          throw new DOMException('The disk is full.', 'QuotaExceededError');
        }
        this.disk.put(this.name, text);
        this.disk.writes.push({ name: this.name, text });
      },
      abort: async () => {
        aborted = true;
      },
    };
  }

  async isSameEntry(other: unknown): Promise<boolean> {
    return other instanceof FakeFileHandle && other.disk === this.disk && other.name === this.name;
  }

  async queryPermission(descriptor: { mode: 'read' | 'readwrite' }): Promise<FakePermission> {
    return descriptor.mode === 'read' && this.permission === 'prompt-write'
      ? 'granted'
      : this.permission === 'prompt-write'
        ? 'prompt'
        : this.permission;
  }

  async requestPermission(): Promise<FakePermission> {
    this.prompts += 1;
    if (this.answerToPrompt === 'granted') this.permission = 'granted';
    return this.answerToPrompt;
  }

  /** As the app sees it: a browser file handle. */
  get asHandle(): FileSystemFileHandle {
    return this as unknown as FileSystemFileHandle;
  }
}

/** 'prompt-write': readable, but writing asks first (a file just picked in the Open dialog). */
export type FakePermission = 'granted' | 'denied' | 'prompt' | 'prompt-write';
