// Progress of a long command (the seed, the catalogue import and export) on stderr, so that
// stdout keeps only the command's result. On a terminal one bar is redrawn in place with "\r";
// in a log (CI, a container, a pipe) a plain line is written at every tenth of the work, so the
// log shows it is moving without drowning in redraws.

export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export interface Progress {
  /** `done` more items of the total are finished */
  advance(done?: number): void;
  /** the work is over: the bar ends its line (or the last plain line is written) */
  finish(): void;
}

const BAR_WIDTH = 30;
/** a terminal is redrawn at most this often: a redraw per row would cost more than the work */
const REDRAW_MS = 100;

/** The bar as a terminal shows it: `label [#########.........]  45%  4500/10000`. */
export function progressBar(label: string, done: number, total: number) {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(share * BAR_WIDTH);
  const percent = `${Math.floor(share * 100)}%`.padStart(4);
  return `${label} [${"#".repeat(filled)}${".".repeat(BAR_WIDTH - filled)}] ${percent}  ${done}/${total}`;
}

/** The plain line written at every tenth of the work when stderr is not a terminal. */
export function progressLine(label: string, done: number, total: number) {
  const percent = total > 0 ? Math.floor((Math.min(done, total) / total) * 100) : 100;
  return `${label}: ${percent}% (${done}/${total})`;
}

export function createProgress(label: string, total: number, stream: ProgressStream = process.stderr, now = () => Date.now()): Progress {
  let done = 0;
  let drawnAt = 0;
  let lastTenth = -1;
  let finished = false;

  const draw = () => {
    if (stream.isTTY) {
      stream.write(`\r${progressBar(label, done, total)}`);
      return;
    }
    const tenth = total > 0 ? Math.floor((Math.min(done, total) / total) * 10) : 10;
    if (tenth > lastTenth) {
      lastTenth = tenth;
      stream.write(`${progressLine(label, done, total)}\n`);
    }
  };

  return {
    advance(count = 1) {
      if (finished) return;
      done += count;
      if (!stream.isTTY) return draw();
      if (now() - drawnAt >= REDRAW_MS || done >= total) {
        drawnAt = now();
        draw();
      }
    },
    finish() {
      if (finished) return;
      finished = true;
      done = Math.max(done, total);
      draw();
      if (stream.isTTY) stream.write("\n");
    },
  };
}
