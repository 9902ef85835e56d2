import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs the task when the browser is idle, not before, and not once cancelled', () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => callbacks.push(cb));
    vi.stubGlobal('cancelIdleCallback', (id: number) => callbacks.splice(id - 1, 1));
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    callbacks.forEach((cb) => cb());
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    callbacks.slice(1).forEach((cb) => cb());
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('waits a moment where there is no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the page to load first', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(250);
    expect(task).toHaveBeenCalledTimes(1);
    state.mockRestore();
  });
});
