import Link from '@mui/material/Link';
import { Fragment } from 'react';

// The messages' own addresses (COMPRESSION_LINKS): https up to the next space.
const ADDRESS = /(https:\/\/\S+)/;

/** A message with its web addresses as links (the oversize-file one names where to compress it). */
export function TextWithLinks({ text }: { text: string }) {
  return text.split(ADDRESS).map((part, i) =>
    i % 2 === 1 ? (
      <Link key={i} href={part} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
        {part}
      </Link>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
