import { render, screen } from '@testing-library/react';
import { loadedWhenOpened } from './loaded-when-opened';

function Popup({ open, label }: { open: boolean; label: string }) {
  return <p>{open ? `${label} abierto` : `${label} cerrado`}</p>;
}

describe('loadedWhenOpened', () => {
  it('loads the code when it first opens and keeps it mounted once closed', async () => {
    const load = vi.fn(() => Promise.resolve(Popup));
    const Lazy = loadedWhenOpened(load);
    const { rerender, container } = render(<Lazy open={false} label="Menú" />);
    expect(load).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();

    rerender(<Lazy open label="Menú" />);
    expect(await screen.findByText('Menú abierto')).toBeInTheDocument();
    rerender(<Lazy open={false} label="Menú" />);
    expect(screen.getByText('Menú cerrado')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
