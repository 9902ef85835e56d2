import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import usePagination, { type UsePaginationItem } from '@mui/material/usePagination';
import type { MouseEvent } from 'react';

interface SearchPaginationProps {
  count: number;
  page: number;
  /** Address of a page of these results (so a page opens in a new tab, and works before the app runs). */
  href: (page: number) => string;
  onChange: (page: number) => void;
}

function itemLabel({ type, page, selected }: UsePaginationItem): string {
  if (type === 'previous') return 'Página anterior';
  if (type === 'next') return 'Página siguiente';
  return selected ? `Página ${page}, actual` : `Ir a la página ${page}`;
}

/** A plain click stays in the app; Ctrl/⌘/Shift or the middle button open the link the browser's way. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Spec §2: pages with 2 margin pages and a range of 5 around the current one (MUI's usePagination
 * counts them), as links to each page's address.
 */
export function SearchPagination({ count, page, href, onChange }: SearchPaginationProps) {
  const { items } = usePagination({ count, page, boundaryCount: 2, siblingCount: 2 });

  return (
    <Box
      component="nav"
      aria-label="Páginas de resultados"
      sx={{
        '& ul': {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'center',
          // 13 items fit a 375 px phone on one line.
          gap: { xs: 0, sm: '6px' },
          rowGap: 1,
        },
        '& .item': {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          boxSizing: 'border-box',
          minWidth: { xs: 26, sm: 36 },
          height: { xs: 32, sm: 36 },
          px: 0.5,
          borderRadius: '8px',
          color: 'text.primary',
          fontSize: '0.875rem',
          fontVariantNumeric: 'tabular-nums',
          textDecoration: 'none',
        },
        '& a.item:hover': { bgcolor: 'action.hover' },
        '& a.item[aria-current="page"]': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        },
        '& .disabled': { opacity: 0.38 },
      }}
    >
      <ul>
        {items.map((item) => {
          const { type, page: target, selected, disabled } = item;
          if (type === 'start-ellipsis' || type === 'end-ellipsis') {
            return (
              <li key={type} aria-hidden>
                <span className="item">…</span>
              </li>
            );
          }
          const content =
            type === 'previous' ? (
              <NavigateBeforeIcon fontSize="small" />
            ) : type === 'next' ? (
              <NavigateNextIcon fontSize="small" />
            ) : (
              target
            );
          if (disabled || target === null) {
            // No page before the first or after the last: greyed, not a link, silent for screen readers.
            return (
              <li key={type} aria-hidden>
                <span className="item disabled">{content}</span>
              </li>
            );
          }
          return (
            <li key={`${type}-${target}`}>
              <a
                className="item"
                href={href(target)}
                aria-label={itemLabel(item)}
                aria-current={selected ? 'page' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  if (!selected) onChange(target);
                }}
              >
                {content}
              </a>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
