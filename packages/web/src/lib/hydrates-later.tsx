import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { replayEarlyInput } from './early-input';

function Hydrated({ section }: { section: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (section.current) void replayEarlyInput(window.__earlyInput, section.current);
  }, [section]);
  return null;
}

/** A Suspense boundary whose early input is replayed once it has hydrated (marked `data-hydrates-later`). */
function HydrationSection({ children, contents }: { children: ReactNode; contents?: boolean }) {
  const section = useRef<HTMLDivElement>(null);
  return (
    <div ref={section} data-hydrates-later="" style={contents ? { display: 'contents' } : undefined}>
      <Suspense fallback={null}>
        <Hydrated section={section} />
        {children}
      </Suspense>
    </div>
  );
}

/**
 * A part of a page below its first screen whose code is left out of the page's first scripts: the server
 * renders it whole, and in the browser it hydrates once its code has arrived, after the rest of the page
 * (React keeps the server's HTML meanwhile). What the visitor does there before that is kept and replayed
 * (early-input.ts). On a page opened from another, it shows once its code has loaded.
 *
 * Memoised: a part that receives new props before it has hydrated is rendered anew by React, which removes
 * the server's HTML (and what was typed in it) until the code arrives. Give it props that keep their
 * identity (strings, numbers, stable callbacks).
 */
export function hydratesLater<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Later = lazy(() => load().then((component) => ({ default: component })));
  return memo(function HydratesLater(props: P) {
    return (
      <HydrationSection>
        <Later {...props} />
      </HydrationSection>
    );
  });
}

/**
 * A part of a page that React hydrates on its own (a Suspense boundary around code the page already has): the
 * page around it hydrates first, and React yields between the parts, in the page's order, or takes first the
 * one the visitor touches. What the visitor does there before it has hydrated is kept and replayed, as in a
 * part that hydrates later (the same `data-hydrates-later` mark; its box is `display: contents`, so a grid or
 * a flex row around it lays out its children as before).
 *
 * Memoised, and `children` must keep its identity (an element made once, or by `useMemo`): a boundary that
 * receives new props before it has hydrated makes React hydrate it at once, in one piece.
 */
export const HydratesApart = memo(function HydratesApart({ children }: { children: ReactNode }) {
  return <HydrationSection contents>{children}</HydrationSection>;
});

/**
 * {@link HydratesApart} around a component, memoised on its props (give it props that keep their identity:
 * a form's `control`, a query's data): for a page's parts written as components rather than elements.
 */
export function hydratedApart<P extends object>(Part: ComponentType<P>) {
  return memo(function HydratedApart(props: P) {
    return (
      <HydrationSection contents>
        <Part {...props} />
      </HydrationSection>
    );
  });
}
