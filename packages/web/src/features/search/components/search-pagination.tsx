import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import type { MouseEvent } from 'react';

interface SearchPaginationProps {
  count: number;
  page: number;
  /** Address of a page of these results (so a page opens in a new tab, and works before the app runs). */
  href: (page: number) => string;
  onChange: (page: number) => void;
}

type ItemType = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

function itemLabel(type: ItemType, page: number | null, selected: boolean): string {
  if (type === 'previous') return 'Página anterior';
  if (type === 'next') return 'Página siguiente';
  return selected ? `Página ${page}, actual` : `Ir a la página ${page}`;
}

/** A plain click stays in the app; Ctrl/⌘/Shift or the middle button open the link the browser's way. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Spec §2: pages with 2 margin pages and a range of 5 around the current one, as links to each page's
 * address (MUI's Pagination, each item an `<a href>`). Buttons are 44 px, a finger's target, with a gap.
 */
export function SearchPagination({ count, page, href, onChange }: SearchPaginationProps) {
  return (
    <Pagination
      aria-label="Páginas de resultados"
      count={count}
      page={page}
      boundaryCount={2}
      siblingCount={2}
      color="primary"
      shape="rounded"
      onChange={(_event, next) => {
        if (next !== page) onChange(next);
      }}
      getItemAriaLabel={itemLabel}
      renderItem={(item) => {
        const target = item.page;
        const link =
          !item.disabled && target !== null && item.type !== 'start-ellipsis' && item.type !== 'end-ellipsis';
        if (!link) {
          // No page before the first or after the last, and the gaps: not links, silent for screen readers.
          return <PaginationItem {...item} aria-hidden aria-label={undefined} />;
        }
        return (
          <PaginationItem
            {...item}
            component="a"
            href={href(target)}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              item.onClick(event);
            }}
          />
        );
      }}
      sx={{
        '& ul': { justifyContent: 'center', gap: { xs: 0.75, sm: 1 }, rowGap: 1 },
        '& .MuiPaginationItem-root': {
          minWidth: 44,
          height: 44,
          m: 0,
          borderRadius: '10px',
          fontSize: '0.9375rem',
          fontVariantNumeric: 'tabular-nums',
        },
        '& .MuiPaginationItem-ellipsis': { height: 'auto', minWidth: 24 },
      }}
    />
  );
}
