import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver } from '~/test/fake-intersection-observer';
import { useNearScreen } from './use-near-screen';

function Probe() {
  const { ref, near } = useNearScreen();
  return <div ref={ref}>{near ? 'cerca' : 'lejos'}</div>;
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
