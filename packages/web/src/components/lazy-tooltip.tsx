import {
  cloneElement,
  lazy,
  Suspense,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
  type RefObject,
  type TouchEvent,
} from 'react';

/**
 * MUI's Tooltip brings Popper, @popperjs/core and Grow (about 10 KB gzip) into the first page for a few
 * icon buttons' hints. Its code is fetched on the first hover, focus or touch of any of them, once, and
 * rendered only when it has arrived: a failed download must not reach an error boundary (the button keeps
 * working, the next hover tries again).
 */
const importTooltip = () => import('@mui/material/Tooltip');
const Tooltip = lazy(importTooltip);
let loaded = false;
let loading: Promise<void> | null = null;
const subscribers = new Set<() => void>();

function loadTooltip(): void {
  loading ??= importTooltip().then(
    () => {
      loaded = true;
      subscribers.forEach((notify) => notify());
    },
    () => {
      loading = null;
    },
  );
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** False on the server and while hydrating, so the markup matches; true once the Tooltip has loaded. */
function useTooltipLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => false,
  );
}

/** The listeners MUI's Tooltip puts on its child. */
interface TooltipListeners {
  onMouseOver?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void;
  onTouchEnd?: (event: TouchEvent<HTMLElement>) => void;
}

interface TooltipAnchorProps extends TooltipListeners {
  ref?: Ref<HTMLElement | null>;
  targetRef: RefObject<HTMLElement | null>;
  listenersRef: RefObject<TooltipListeners | null>;
}

/**
 * Stands in for the child inside MUI's Tooltip: it hands the Tooltip the real element (its anchor) and
 * passes on the listeners the Tooltip gives it. The real child is never re-parented, so it is never
 * re-mounted: no focus lost, no click lost between mousedown and mouseup when the code arrives.
 */
function TooltipAnchor({
  ref,
  targetRef,
  listenersRef,
  onMouseOver,
  onMouseLeave,
  onFocus,
  onBlur,
  onTouchStart,
  onTouchEnd,
}: TooltipAnchorProps) {
  useImperativeHandle<HTMLElement | null, HTMLElement | null>(ref, () => targetRef.current, [targetRef]);
  useLayoutEffect(() => {
    listenersRef.current = { onMouseOver, onMouseLeave, onFocus, onBlur, onTouchStart, onTouchEnd };
  });
  useLayoutEffect(
    () => () => {
      listenersRef.current = null;
    },
    [listenersRef],
  );
  return null;
}

type ChildProps = TooltipListeners & {
  'aria-label'?: string;
  ref?: Ref<HTMLElement>;
  'data-mui-internal-clone-element'?: boolean;
};

interface TooltipTargetProps extends ChildProps {
  element: ReactElement<ChildProps>;
}

/** The child with the props LazyTooltip adds (a component of its own: its listeners read refs, later). */
function TooltipTarget({ element, ...props }: TooltipTargetProps) {
  return cloneElement(element, props);
}

interface LazyTooltipProps {
  title: string;
  /** One element that takes a ref and DOM listeners (a button, or a span around a disabled one). */
  children: ReactElement<ChildProps>;
}

// As MUI's own check does; `:focus-visible` throws in old browsers.
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

function assignRef<T>(ref: Ref<T> | undefined, value: T): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * MUI's Tooltip (theme defaults included), fetched on first use. Until then the child is rendered as the
 * Tooltip renders it (named by the title when it has no aria-label of its own), so server markup and
 * hydration are unchanged. The hover or keyboard focus that starts the download opens the tooltip once it
 * is there, unless the pointer or focus has left; a tap does not open it, as with MUI's Tooltip.
 */
export function LazyTooltip({ title, children }: LazyTooltipProps) {
  const tooltipLoaded = useTooltipLoaded();
  const [open, setOpen] = useState(false);
  const targetRef = useRef<HTMLElement | null>(null);
  // The Tooltip's own listeners once it is mounted: from then on it decides when to open and close.
  const listenersRef = useRef<TooltipListeners | null>(null);
  // A tap began before the Tooltip loaded: the mouseover the browser emulates after it is not a hover.
  const tapRef = useRef(false);
  const own = children.props;
  const ownRef = own.ref;

  const ref = useCallback(
    (node: HTMLElement | null) => {
      targetRef.current = node;
      assignRef(ownRef, node);
    },
    [ownRef],
  );

  return (
    <>
      <TooltipTarget
        element={children}
        aria-label={own['aria-label'] ?? title}
        ref={ref}
        onMouseOver={(event) => {
          own.onMouseOver?.(event);
          const tap = tapRef.current;
          tapRef.current = false;
          if (listenersRef.current) {
            if (!tap) listenersRef.current.onMouseOver?.(event);
          } else if (!tap) {
            loadTooltip();
            setOpen(true);
          }
        }}
        onMouseLeave={(event) => {
          own.onMouseLeave?.(event);
          if (listenersRef.current) listenersRef.current.onMouseLeave?.(event);
          else setOpen(false);
        }}
        onFocus={(event) => {
          own.onFocus?.(event);
          if (listenersRef.current) {
            listenersRef.current.onFocus?.(event);
          } else {
            loadTooltip();
            // Keyboard focus only: a click or a tap focuses the button too.
            if (isFocusVisible(event.target)) setOpen(true);
          }
        }}
        onBlur={(event) => {
          own.onBlur?.(event);
          if (listenersRef.current) listenersRef.current.onBlur?.(event);
          else setOpen(false);
        }}
        onTouchStart={(event) => {
          own.onTouchStart?.(event);
          if (listenersRef.current) {
            tapRef.current = false;
            listenersRef.current.onTouchStart?.(event);
          } else {
            // Loaded for the next long press (the Tooltip's touch hint); this touch opens nothing.
            tapRef.current = true;
            loadTooltip();
          }
        }}
        onTouchEnd={(event) => {
          own.onTouchEnd?.(event);
          listenersRef.current?.onTouchEnd?.(event);
        }}
        // MUI checks in development that its child carries what it cloned onto it; here the real child
        // gets the Tooltip's listeners through TooltipAnchor.
        data-mui-internal-clone-element={import.meta.env.DEV && tooltipLoaded ? true : undefined}
      />
      {tooltipLoaded && (
        // Suspends for a tick at most: the module is already there.
        <Suspense fallback={null}>
          <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
            <TooltipAnchor targetRef={targetRef} listenersRef={listenersRef} />
          </Tooltip>
        </Suspense>
      )}
    </>
  );
}
