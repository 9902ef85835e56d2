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

// Why parts: on a slow phone a page hydrated in one piece is a long task (200-300 ms) during which nothing
// answers; in parts, each becomes usable in turn. What the visitor does in a part before it has hydrated is
// held and replayed (early-input.ts), so nothing typed is lost.

function Hydrated({ section }: { section: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (section.current) void replayEarlyInput(window.__earlyInput, section.current);
  }, [section]);
  return null;
}

/** A Suspense boundary whose early input is replayed once it has hydrated (marked `data-hydrates-later`). */
function HydrationSection({ children, contents }: { children: ReactNode; contents: boolean }) {
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
 * `Part` in a boundary of its own, memoised on its props: a part that receives new props before it has
 * hydrated is rendered anew by React, at once and in one piece (or, waiting for its code, without the server's
 * HTML and what was typed in it). Give it props that keep their identity (strings, stable callbacks, a form's
 * `control`, a query's data).
 */
function hydrationPart<P extends object>(Part: ComponentType<P>, contents: boolean) {
  return memo(function HydrationPart(props: P) {
    return (
      <HydrationSection contents={contents}>
        <Part {...props} />
      </HydrationSection>
    );
  });
}

/**
 * A part of a page that React hydrates on its own, after the page around it: React yields between the parts,
 * in the page's order, or takes first the one the visitor touches. Its box is `display: contents`, so a grid
 * or a flex row around it lays out its children as before.
 */
export function hydratedApart<P extends object>(Part: ComponentType<P>) {
  return hydrationPart(Part, true);
}

/**
 * A part of a page below its first screen whose code is left out of the page's first scripts: the server
 * renders it whole, and in the browser it hydrates once its code has arrived, after the rest of the page
 * (React keeps the server's HTML meanwhile). On a page opened from another, it shows once its code has loaded:
 * a route's `clientLoader` may `preload` it, so that starts with the navigation, not once the page renders.
 */
export function hydratesLater<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  // One request for the preload and the render; a failed one is asked again next time.
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Later: ComponentType<P> = lazy(() => preload().then((component) => ({ default: component })));
  return Object.assign(hydrationPart(Later, false), { preload });
}
