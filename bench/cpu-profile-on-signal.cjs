// Preloaded into a gateway by bench/render-cost.mjs (`node --require`): the first SIGUSR2 starts V8's CPU
// profiler, the next one stops it and writes the profile to BENCH_CPU_PROFILE_FILE, so the profile covers
// only the window the bench measures (no start-up, no warm-up). Without that variable it does nothing.
'use strict';
const fs = require('node:fs');
const inspector = require('node:inspector');

const file = process.env.BENCH_CPU_PROFILE_FILE;
if (file) {
  const session = new inspector.Session();
  session.connect();
  const post = (method, params) =>
    new Promise((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  let running = false;
  process.on('SIGUSR2', () => {
    const step = running
      ? post('Profiler.stop').then(({ profile }) => {
          running = false;
          fs.writeFileSync(file, JSON.stringify(profile));
        })
      : post('Profiler.enable')
          .then(() =>
            post('Profiler.setSamplingInterval', {
              interval: Number(process.env.BENCH_CPU_PROFILE_US ?? 250),
            }),
          )
          .then(() => post('Profiler.start'))
          .then(() => {
            running = true;
            fs.writeFileSync(`${file}.started`, '');
          });
    step.catch((error) => console.error('cpu-profile-on-signal:', error));
  });
}
