import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchPagination } from './search-pagination';

const href = (page: number) => `/busqueda/?gestion=5&page=${page}`;

function renderPages(page: number, count = 20) {
  const onChange = vi.fn();
  render(<SearchPagination count={count} page={page} href={href} onChange={onChange} />);
  return { onChange, nav: within(screen.getByRole('navigation', { name: 'Páginas de resultados' })) };
}

/** What a sighted visitor sees, in order ('…' for the gaps, '' for an arrow). */
function shown(): string[] {
  return [...screen.getByRole('navigation').querySelectorAll('li')].map((item) => item.textContent ?? '');
}

describe('SearchPagination', () => {
  it('shows 2 pages at each end and 2 on each side of the current one (spec §2)', () => {
    renderPages(10);
    expect(shown()).toEqual(['', '1', '2', '…', '8', '9', '10', '11', '12', '…', '19', '20', '']);
  });

  it('links every page to its address and marks the current one', () => {
    const { nav } = renderPages(10);
    expect(nav.getByRole('link', { name: 'Ir a la página 11' })).toHaveAttribute('href', href(11));
    expect(nav.getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', href(9));
    expect(nav.getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('href', href(11));
    const current = nav.getByRole('link', { name: 'Página 10, actual' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    renderPages(1, 3);
    expect(screen.queryByRole('link', { name: 'Página anterior' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página siguiente' })).toBeInTheDocument();
    expect(shown()).toEqual(['', '1', '2', '3', '']);
  });

  it('changes the page in the app on a plain click and leaves Ctrl+click to the browser', () => {
    const { onChange, nav } = renderPages(1, 3);
    const second = nav.getByRole('link', { name: 'Ir a la página 2' });
    expect(fireEvent.click(second)).toBe(false); // default prevented
    expect(onChange).toHaveBeenCalledWith(2);
    onChange.mockClear();
    expect(fireEvent.click(second, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(second, { button: 1 })).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });
});
