// Preloaded into a gateway by bench/render-cost.mjs (`node --import`): the first SIGUSR2 starts V8's CPU
// profiler, the next one stops it and writes the profile to BENCH_CPU_PROFILE_FILE, so the profile covers
// only the window the bench measures (no start-up, no warm-up). Without that variable it does nothing.
import fs from 'node:fs';
import inspector from 'node:inspector';

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
          fs.writeFileSync(`${file}.part`, JSON.stringify(profile));
          fs.renameSync(`${file}.part`, file); // whole, or not there yet
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
