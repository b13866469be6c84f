/**
 * What the live-loop bench watches inside the page, installed before the app's own scripts
 * (`page.addInitScript`). It needs nothing from the app, so the same probe measures any build,
 * old or new, from the outside:
 *
 * - the workers' traffic: each message posted with a numeric `id` is in flight until its answers
 *   come back: one message with the same `id` (a batch answered whole, a parse job), or, for a
 *   batch of `requests` answered request by request, one message naming it as its `batch` per
 *   request; a worker terminated owes nothing any more;
 * - every chart draw: chart.js starts each draw by clearing the whole canvas, so a full-canvas
 *   `clearRect` marks one; a draw is *presented* at the end of the next animation frame (the
 *   first of: a message posted from that frame's `requestAnimationFrame` callback runs, once the
 *   frame's rendering steps are done; or the frame after starts);
 * - the first user input after a reset (keydown, input or change: its event time).
 *
 * `window.__wsProbe.settle(quietMs)` resolves once nothing is in flight, every draw has been
 * presented and nothing happened for `quietMs`; `fingerprints()` hashes the pixels of every
 * canvas in the window, so the bench can tell which charts one sees changed picture (sections
 * below the fold may follow a frame later: see `OffscreenLag`).
 */
export interface ProbeDraw {
  readonly canvas: number;
  readonly at: number;
  presented: number | null;
}

export interface ProbeState {
  /** Answers still owed, by worker and message id ("3:17"). */
  pending: Map<string, number>;
  draws: ProbeDraw[];
  inputAt: number | null;
  lastActivity: number;
  reset(): void;
  settle(quietMs: number, timeoutMs: number): Promise<boolean>;
  /** `everywhere`: every canvas shown on the page, in the window or scrolled out of it. */
  fingerprints(everywhere?: boolean): Record<number, string>;
}

/** Runs in the page: must not close over anything (it is sent as source text). */
export function installProbe(): void {
  const canvasIds = new WeakMap<HTMLCanvasElement, number>();
  let nextCanvasId = 1;
  const idOf = (canvas: HTMLCanvasElement): number => {
    let id = canvasIds.get(canvas);
    if (id === undefined) {
      id = nextCanvasId++;
      canvasIds.set(canvas, id);
      canvas.dataset.probeId = String(id);
    }
    return id;
  };

  const probe: ProbeState = {
    pending: new Map(),
    draws: [],
    inputAt: null,
    lastActivity: 0,
    reset() {
      this.draws = [];
      this.inputAt = null;
    },
    settle(quietMs, timeoutMs) {
      const started = performance.now();
      return new Promise((resolve) => {
        const check = (): void => {
          const now = performance.now();
          const quiet =
            this.pending.size === 0 &&
            this.draws.every((draw) => draw.presented !== null) &&
            now - this.lastActivity >= quietMs;
          if (quiet) resolve(true);
          else if (now - started > timeoutMs) resolve(false);
          else setTimeout(check, 10);
        };
        check();
      });
    },
    fingerprints(everywhere = false) {
      const out: Record<number, string> = {};
      for (const canvas of document.querySelectorAll('canvas')) {
        if (!canvas.checkVisibility() || canvas.width === 0 || canvas.height === 0) continue;
        // Only what the window shows: a chart below the fold is not part of what one sees change.
        const box = canvas.getBoundingClientRect();
        const inWindow =
          box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
        if (!inWindow && !everywhere) continue;
        const context = canvas.getContext('2d');
        if (context === null) continue;
        const pixels = new Uint32Array(
          context.getImageData(0, 0, canvas.width, canvas.height).data.buffer,
        );
        let hash = 0x811c9dc5;
        for (let i = 0; i < pixels.length; i += 1) {
          hash = Math.imul(hash ^ (pixels[i] ?? 0), 0x01000193);
        }
        out[idOf(canvas)] = `${canvas.width}x${canvas.height}:${(hash >>> 0).toString(16)}`;
      }
      return out;
    },
  };
  (window as unknown as { __wsProbe: ProbeState }).__wsProbe = probe;

  const touch = (): void => {
    probe.lastActivity = performance.now();
  };

  const NativeWorker = window.Worker;
  let nextWorker = 1;
  class ProbedWorker extends NativeWorker {
    readonly #serial = nextWorker++;
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (event: MessageEvent<{ id?: unknown; batch?: unknown }>) => {
        const { id, batch } = event.data ?? {};
        if (typeof batch === 'number') {
          // One request of a batch answered request by request.
          const key = `${this.#serial}:${batch}`;
          const owed = (probe.pending.get(key) ?? 1) - 1;
          if (owed > 0) probe.pending.set(key, owed);
          else probe.pending.delete(key);
        } else if (typeof id === 'number') {
          // A batch answered whole (builds before per-request answers), or a parse job.
          probe.pending.delete(`${this.#serial}:${id}`);
        }
        touch();
      });
    }
    override postMessage(
      message: unknown,
      options?: StructuredSerializeOptions | Transferable[],
    ): void {
      const { id, requests } = (message ?? {}) as { id?: unknown; requests?: unknown };
      if (typeof id === 'number') {
        // A batch answered request by request owes one answer per request; anything else one.
        const owed = Array.isArray(requests) && requests.length > 0 ? requests.length : 1;
        probe.pending.set(`${this.#serial}:${id}`, owed);
      }
      touch();
      super.postMessage(message, options as StructuredSerializeOptions);
    }
    override terminate(): void {
      for (const key of [...probe.pending.keys()]) {
        if (key.startsWith(`${this.#serial}:`)) probe.pending.delete(key);
      }
      touch();
      super.terminate();
    }
  }
  window.Worker = ProbedWorker;

  // When the current frame's animation callbacks began: every callback (the page's included, as
  // this runs before its scripts) notes the first of its frame, told apart by the frame's time.
  let frameTime = -1;
  let frameStartedAt = 0;
  const nativeRequestFrame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    nativeRequestFrame((time) => {
      if (time !== frameTime) {
        frameTime = time;
        frameStartedAt = performance.now();
      }
      callback(time);
    });

  const clearRect = CanvasRenderingContext2D.prototype.clearRect;
  CanvasRenderingContext2D.prototype.clearRect = function (x, y, w, h) {
    const canvas = this.canvas;
    if (x === 0 && y === 0 && w === canvas.width && h === canvas.height) {
      const draw: ProbeDraw = { canvas: idOf(canvas), at: performance.now(), presented: null };
      probe.draws.push(draw);
      touch();
      // The frame that shows this draw is over at the first sign of either: a task posted from
      // its animation callback runs, or the next frame starts (its first animation callback,
      // before the page's own callbacks of that frame do any work). Each alone can come late: the
      // task waits while the browser renders further frames first (it does, right after an
      // input), and the next frame waits for the display's next refresh when nothing is drawn.
      requestAnimationFrame(() => {
        const presented = (at: number): void => {
          if (draw.presented !== null) return;
          draw.presented = at;
          touch();
        };
        const channel = new MessageChannel();
        channel.port1.onmessage = () => presented(performance.now());
        channel.port2.postMessage(0);
        requestAnimationFrame(() => presented(frameStartedAt));
      });
    }
    clearRect.call(this, x, y, w, h);
  };

  for (const type of ['keydown', 'input', 'change']) {
    window.addEventListener(
      type,
      (event) => {
        if (probe.inputAt === null) probe.inputAt = event.timeStamp;
      },
      true,
    );
  }
}
