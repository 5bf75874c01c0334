// Loaded into the server under test with `--require` (bench/src/server/server-process.ts): samples the
// event loop's delay and, on each SIGUSR2, appends what it saw since the previous signal to the file
// named by BENCH_LOOP_PROBE_FILE as one JSON line (milliseconds), then starts over.
'use strict';
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { appendFileSync } = require('node:fs');

const file = process.env.BENCH_LOOP_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let sequence = 0;
  process.on('SIGUSR2', () => {
    sequence += 1;
    const ms = (nanoseconds) => Math.round(nanoseconds / 1e4) / 100;
    const line = {
      sequence,
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      mean: ms(histogram.mean),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    histogram.reset();
  });
}
