// Preloaded into a benched process (node --import ./bench/event-loop-probe.mjs): once a second it appends
// one JSON line to $EVENT_LOOP_PROBE_FILE with the longest stall of its event loop in that second, both as
// wall time and as the process's CPU time spent in that stall. The CPU figure does not grow when the host
// is loaded (a descheduled process spends no CPU), so it stands for the longest synchronous block (all the
// process's threads count: GC helpers too).
import { appendFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const file = process.env.EVENT_LOOP_PROBE_FILE;
if (file) {
  const TICK_MS = 5;
  let lastWall = performance.now();
  let lastCpu = process.cpuUsage();
  let window = { wallMs: 0, cpuMs: 0, maxCpuMs: 0 };
  const tick = setInterval(() => {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const wallMs = wall - lastWall - TICK_MS;
    const cpuMs = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000;
    if (wallMs > window.wallMs) window = { ...window, wallMs, cpuMs };
    if (cpuMs > window.maxCpuMs) window.maxCpuMs = cpuMs;
    lastWall = wall;
    lastCpu = cpu;
  }, TICK_MS);
  const flush = setInterval(() => {
    appendFileSync(
      file,
      `${JSON.stringify({
        at: Date.now(),
        stallMs: +window.wallMs.toFixed(1),
        stallCpuMs: +window.cpuMs.toFixed(1),
        maxCpuMs: +window.maxCpuMs.toFixed(1),
      })}\n`,
    );
    window = { wallMs: 0, cpuMs: 0, maxCpuMs: 0 };
  }, 1000);
  tick.unref();
  flush.unref();
}

// With $CPU_PROFILE_FILE, SIGWINCH starts a CPU profile and the next SIGWINCH writes it there (a window of a
// bench, rather than the whole process as --cpu-prof would). Not SIGUSR2: Nest's shutdown hooks stop the
// app on it.
const profileFile = process.env.CPU_PROFILE_FILE;
if (profileFile) {
  const session = new Session();
  session.connect();
  let profiling = false;
  process.on('SIGWINCH', () => {
    if (!profiling) {
      profiling = true;
      session.post('Profiler.enable', () => session.post('Profiler.start'));
      return;
    }
    profiling = false;
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(profileFile, JSON.stringify(result.profile));
    });
  });
}
