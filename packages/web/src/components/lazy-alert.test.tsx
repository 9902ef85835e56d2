import { render, screen, waitFor } from '@testing-library/react';
import { LazyAlert } from './lazy-alert';

describe('LazyAlert', () => {
  it('tells when it is on screen, once its code has arrived', async () => {
    const onShown = vi.fn();
    render(<LazyAlert onShown={onShown}>No se encontró el inmueble: 919-404</LazyAlert>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onShown).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontró el inmueble: 919-404');
    // Its effect runs after the commit that showed it, which findByRole may see first on a loaded machine.
    await waitFor(() => expect(onShown).toHaveBeenCalledTimes(1));
  });
});
