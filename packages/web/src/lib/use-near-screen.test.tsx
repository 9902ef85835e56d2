import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './use-near-screen';

function Probe() {
  const { ref, near } = useNearScreen();
  return <div ref={ref}>{near ? 'cerca' : 'lejos'}</div>;
}

/** A stand-in for the browser's observer that the test drives. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe('useNearScreen', () => {
  it('turns near once the element comes within 600 px of the screen, then stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    expect(screen.getByText('lejos')).toBeInTheDocument();
    const [observer] = FakeObserver.instances;
    expect(observer?.options.rootMargin).toBe('600px 0px');
    expect(observer?.observed).toEqual([screen.getByText('lejos')]);

    observer?.report(false);
    expect(screen.getByText('lejos')).toBeInTheDocument();
    observer?.report(true);
    expect(screen.getByText('cerca')).toBeInTheDocument();
    expect(observer?.disconnected).toBe(true);
    expect(FakeObserver.instances).toHaveLength(1);
  });

  it('counts as near right after mounting where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(await screen.findByText('cerca')).toBeInTheDocument();
  });
});
