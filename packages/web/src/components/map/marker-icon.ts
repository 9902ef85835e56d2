import { divIcon, type DivIcon } from 'leaflet';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = {
  listing: 'background:#0B4F6C;color:#fff',
  selected: 'background:#F2994A;color:#0b1f2a',
  cluster: 'background:#fff;color:#0B4F6C;border:2px solid #0B4F6C',
} as const;

/**
 * A label pinned to the map (a price, a cluster's count), drawn in the site's colours. `name` is what a screen
 * reader announces for the marker (its button's content): 'Apartamento en arriendo, $ 1.600.000, código
 * 919-2863', not just the price shown.
 */
export function markerIcon(label: string, kind: keyof typeof STYLE, name: string): DivIcon {
  return divIcon({
    className: '',
    html: `<span aria-hidden="true" style="${STYLE[kind]};display:inline-block;transform:translate(-50%,-100%);white-space:nowrap;padding:3px 8px;border-radius:12px;font:700 12px/1.4 system-ui,sans-serif;box-shadow:0 1px 4px rgba(0,0,0,.3)">${escape(label)}</span><span class="marker-name">${escape(name)}</span>`,
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
