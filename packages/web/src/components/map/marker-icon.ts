import { divIcon, type DivIcon } from 'leaflet';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = {
  listing: 'background:#0B4F6C;color:#fff',
  selected: 'background:#F2994A;color:#0b1f2a',
  cluster: 'background:#fff;color:#0B4F6C;border:2px solid #0B4F6C',
} as const;

type LabelKind = keyof typeof STYLE;
const LABEL_FONT = '700 12px system-ui,sans-serif';
const LINE_HEIGHT = 12 * 1.4;
const PADDING = { x: 8, y: 3 };
const BORDER: Record<LabelKind, number> = { listing: 0, selected: 0, cluster: 2 };

let measuring: CanvasRenderingContext2D | null | undefined;

/** A label's drawn size in pixels: its text measured in the label's font (estimated where nothing measures). */
export function labelSize(label: string, kind: LabelKind): { width: number; height: number } {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (measuring) measuring.font = LABEL_FONT;
  const text = measuring ? measuring.measureText(label).width : label.length * 8;
  const frame = 2 * BORDER[kind];
  return { width: Math.ceil(text) + 2 * PADDING.x + frame, height: LINE_HEIGHT + 2 * PADDING.y + frame };
}

/**
 * A label pinned to the map (a price, a cluster's count), drawn in the site's colours. `name` is what a screen
 * reader announces for the marker (its button's content): 'Apartamento en arriendo, $ 1.600.000, código
 * 919-2863', not just the price shown.
 */
export function markerIcon(label: string, kind: LabelKind, name: string): DivIcon {
  return divIcon({
    className: '',
    html: `<span aria-hidden="true" style="${STYLE[kind]};display:inline-block;transform:translate(-50%,-100%);white-space:nowrap;padding:${PADDING.y}px ${PADDING.x}px;border-radius:12px;font:${LABEL_FONT};line-height:${LINE_HEIGHT}px;box-shadow:0 1px 4px rgba(0,0,0,.3)">${escape(label)}</span><span class="marker-name">${escape(name)}</span>`,
    iconSize: [0, 0],
  });
}

/** A place (a branch): a round pin; its name is the marker's title and its popup. */
export function pinIcon(): DivIcon {
  return divIcon({
    className: '',
    html: '<span style="display:block;width:18px;height:18px;margin:-9px 0 0 -9px;border-radius:50%;background:#F2994A;border:3px solid #0B4F6C;box-shadow:0 1px 4px rgba(0,0,0,.35)"></span>',
    iconSize: [0, 0],
  });
}
