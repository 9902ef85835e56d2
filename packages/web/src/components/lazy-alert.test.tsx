import { render, screen } from '@testing-library/react';
import { LazyAlert } from './lazy-alert';

describe('LazyAlert', () => {
  it('tells when it is on screen, once its code has arrived', async () => {
    const onShown = vi.fn();
    render(<LazyAlert onShown={onShown}>No se encontró el inmueble: 919-404</LazyAlert>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onShown).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontró el inmueble: 919-404');
    expect(onShown).toHaveBeenCalledTimes(1);
  });
});
