import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RangeSlider } from './range-slider';

function Harness({ onChange }: { onChange: (value: [number, number]) => void }) {
  const [value, setValue] = useState<[number, number]>([200, 800]);
  return (
    <RangeSlider
      min={0}
      max={1000}
      step={50}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      labels={['Desde', 'Hasta']}
      valueText={(v) => `${v} pesos`}
    />
  );
}

describe('RangeSlider', () => {
  it('is two named sliders with the bounds, the step and a spoken value', () => {
    render(<Harness onChange={() => undefined} />);
    const [from, to] = screen.getAllByRole('slider');
    expect(from).toHaveAccessibleName('Desde');
    expect(to).toHaveAccessibleName('Hasta');
    for (const thumb of [from, to]) {
      expect(thumb).toHaveAttribute('min', '0');
      expect(thumb).toHaveAttribute('max', '1000');
      expect(thumb).toHaveAttribute('step', '50');
    }
    expect(from).toHaveValue('200');
    expect(from).toHaveAttribute('aria-valuetext', '200 pesos');
    expect(to).toHaveAttribute('aria-valuetext', '800 pesos');
  });

  it('moves one end and keeps the other', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Desde' }), { target: { value: '350' } });
    expect(onChange).toHaveBeenLastCalledWith([350, 800]);
    fireEvent.change(screen.getByRole('slider', { name: 'Hasta' }), { target: { value: '900' } });
    expect(onChange).toHaveBeenLastCalledWith([350, 900]);
    expect(screen.getByRole('slider', { name: 'Hasta' })).toHaveAttribute('aria-valuetext', '900 pesos');
  });

  it('stops a thumb at the other one instead of letting them cross', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Desde' }), { target: { value: '950' } });
    expect(onChange).toHaveBeenLastCalledWith([800, 800]);
    expect(screen.getByRole('slider', { name: 'Desde' })).toHaveValue('800');
    fireEvent.change(screen.getByRole('slider', { name: 'Hasta' }), { target: { value: '0' } });
    expect(onChange).toHaveBeenLastCalledWith([800, 800]);
  });

  it('puts on top the thumb that can still move where both meet', () => {
    const meetingAt = (v: number) => (
      <RangeSlider
        min={0}
        max={10}
        step={1}
        value={[v, v]}
        onChange={() => undefined}
        labels={['a', 'b']}
        valueText={String}
      />
    );
    const { rerender } = render(meetingAt(10));
    // At the top end only the lower thumb can move (down); at the bottom end only the upper one (up).
    expect(screen.getByRole('slider', { name: 'a' }).style.zIndex).toBe('2');
    rerender(meetingAt(0));
    expect(screen.getByRole('slider', { name: 'b' }).style.zIndex).toBe('2');
  });
});
