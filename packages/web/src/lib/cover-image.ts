/** Style for a photo that fills its frame (the frame is `position: relative` and clips), and zooms on hover. */
export const coverImage = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 400ms ease',
} as const;
