import { formatCop, GESTION } from '@inmo/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceRangeFilter } from './price-range-filter';

function Harness({ gestion, onChange }: { gestion: number; onChange: (value: [number, number]) => void }) {
  const [value, setValue] = useState<[number, number]>([1_000_000, 5_000_000]);
  return (
    <PriceRangeFilter
      gestion={gestion}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** Renders the filter once MUI's Slider (which hydrates later) has loaded, then stops the clock. */
async function renderFilter(onChange: (value: [number, number]) => void = () => undefined) {
  render(<Harness gestion={GESTION.ARRIENDO} onChange={onChange} />);
  await screen.findAllByRole('slider');
  vi.useFakeTimers();
}

afterEach(() => vi.useRealTimers());

describe('PriceRangeFilter (MUI Slider)', () => {
  it("is two named thumbs over the gestión's bounds, on the 50.000 grid, with es-CO values", async () => {
    await renderFilter();
    const from = screen.getByRole('slider', { name: 'Precio mínimo' });
    const to = screen.getByRole('slider', { name: 'Precio máximo' });
    for (const thumb of [from, to]) {
      expect(thumb).toHaveAttribute('min', '700000');
      expect(thumb).toHaveAttribute('max', '50000000');
      expect(thumb).toHaveAttribute('step', '50000');
    }
    expect(from).toHaveAttribute('aria-valuetext', formatCop(1_000_000));
    expect(to).toHaveAttribute('aria-valuetext', formatCop(5_000_000));
  });

  it('moves a step of 50.000 with an arrow and ten with Page Up/Down or Shift', async () => {
    await renderFilter();
    const to = screen.getByRole('slider', { name: 'Precio máximo' });
    const hasta = screen.getByTestId('precio-hasta');
    fireEvent.keyDown(to, { key: 'ArrowRight' });
    expect(hasta).toHaveTextContent('5.050.000');
    fireEvent.keyDown(to, { key: 'PageUp' });
    expect(hasta).toHaveTextContent('5.550.000');
    fireEvent.keyDown(to, { key: 'ArrowLeft', shiftKey: true });
    expect(hasta).toHaveTextContent('5.050.000');
    fireEvent.keyDown(to, { key: 'PageDown' });
    expect(hasta).toHaveTextContent('4.550.000');
  });

  it("says 'o más' at the top bound (the gateway searches dearer listings too)", async () => {
    await renderFilter();
    const to = screen.getByRole('slider', { name: 'Precio máximo' });
    const hasta = screen.getByTestId('precio-hasta');
    fireEvent.keyDown(to, { key: 'End' });
    expect(hasta).toHaveTextContent('50.000.000 o más');
    expect(to).toHaveAttribute('aria-valuetext', `${formatCop(50_000_000)} o más`);
    fireEvent.keyDown(to, { key: 'ArrowLeft' });
    expect(hasta).not.toHaveTextContent('o más');
  });

  it('applies a move 500 ms after the last one, and a thumb never crosses the other', async () => {
    const onChange = vi.fn();
    await renderFilter(onChange);
    const from = screen.getByRole('slider', { name: 'Precio mínimo' });
    fireEvent.change(from, { target: { value: '1200000' } });
    expect(screen.getByTestId('precio-desde')).toHaveTextContent('1.200.000');
    act(() => void vi.advanceTimersByTime(499));
    expect(onChange).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenLastCalledWith([1_200_000, 5_000_000]);

    fireEvent.change(from, { target: { value: '9000000' } });
    act(() => void vi.advanceTimersByTime(500));
    const [low, high] = onChange.mock.lastCall?.[0] as [number, number];
    expect(low).toBeLessThanOrEqual(high);
    expect(high).toBe(5_000_000);
  });
});
