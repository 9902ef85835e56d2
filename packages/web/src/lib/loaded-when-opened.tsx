import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A popup (a menu, a dialog) whose code loads the first time it opens, not with the page: MUI's Modal, Popover
 * and their transitions are some 10 KB gzip a page needs only once the visitor asks. Once opened it stays
 * mounted, so it closes with its transition and opens again at once.
 */
export function loadedWhenOpened<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Popup = lazy(() => load().then((component) => ({ default: component })));
  return function LoadedWhenOpened(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Popup {...props} />
      </Suspense>
    ) : null;
  };
}
