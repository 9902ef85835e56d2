import { SeededRandom } from './seeded-random';
import { type PhotoCategory } from './photo-pool';

/**
 * Procedural architectural illustrations (flat style, no text, no external assets) on a 1600x1200 canvas.
 * Each (category, variant) always draws the same picture.
 */
const W = 1600;
const H = 1200;

interface Palette {
  wall: string;
  accent: string;
  wood: string;
  fabric: string;
  sky: [string, string];
  green: string;
  roof: string;
}

const PALETTES: Palette[] = [
  {
    wall: '#f3e9dc',
    accent: '#c8553d',
    wood: '#a47148',
    fabric: '#588b8b',
    sky: ['#8ecae6', '#e0f4ff'],
    green: '#6a994e',
    roof: '#9c3d2e',
  },
  {
    wall: '#e9edf0',
    accent: '#2a6f97',
    wood: '#b08968',
    fabric: '#e0a458',
    sky: ['#90c2e7', '#f1f7fb'],
    green: '#588157',
    roof: '#6b4e3d',
  },
  {
    wall: '#f6efe4',
    accent: '#7f5539',
    wood: '#9c6644',
    fabric: '#84a98c',
    sky: ['#a9def9', '#fff6e9'],
    green: '#52796f',
    roof: '#b5532f',
  },
  {
    wall: '#eef2e6',
    accent: '#3d5a80',
    wood: '#c08552',
    fabric: '#ee6c4d',
    sky: ['#98c1d9', '#e0fbfc'],
    green: '#6b9080',
    roof: '#8d3b2a',
  },
  {
    wall: '#fbf3ee',
    accent: '#9d4edd',
    wood: '#a1785c',
    fabric: '#457b9d',
    sky: ['#bde0fe', '#fdf0f5'],
    green: '#80b918',
    roof: '#7f4f24',
  },
  {
    wall: '#f1ece2',
    accent: '#264653',
    wood: '#bc8a5f',
    fabric: '#e76f51',
    sky: ['#8ab6d6', '#f4f1de'],
    green: '#2a9d8f',
    roof: '#a0522d',
  },
  {
    wall: '#e8e3dc',
    accent: '#6d597a',
    wood: '#8d6e63',
    fabric: '#b56576',
    sky: ['#a2d2ff', '#ffe5d9'],
    green: '#74a57f',
    roof: '#5e3023',
  },
  {
    wall: '#f4f1ea',
    accent: '#1d3557',
    wood: '#b5838d',
    fabric: '#a8dadc',
    sky: ['#89c2d9', '#eaf4f4'],
    green: '#4f772d',
    roof: '#9b2226',
  },
];

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const f = (c: number) =>
    Math.max(0, Math.min(255, Math.round(c + (amount > 0 ? (255 - c) * amount : c * amount))));
  const r = f((n >> 16) & 255);
  const g = f((n >> 8) & 255);
  const b = f(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

function skyDefs(p: Palette): string {
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
}

function mountains(r: SeededRandom, base: number, color: string): string {
  let d = `M0 ${base}`;
  for (let x = 0; x <= W; x += 160) d += ` L${x} ${base - r.int(60, 220)}`;
  return `<path d="${d} L${W} ${base + 400} L0 ${base + 400} Z" fill="${color}"/>`;
}

function tree(x: number, y: number, size: number, green: string): string {
  return `${rect(x - size * 0.06, y - size * 0.5, size * 0.12, size * 0.5, '#6d4c41')}<circle cx="${x}" cy="${y - size * 0.7}" r="${size * 0.38}" fill="${green}"/><circle cx="${x - size * 0.22}" cy="${y - size * 0.55}" r="${size * 0.26}" fill="${shade(green, -0.12)}"/><circle cx="${x + size * 0.24}" cy="${y - size * 0.58}" r="${size * 0.24}" fill="${shade(green, 0.12)}"/>`;
}

function palm(x: number, y: number, size: number, green: string): string {
  const leaves = [-70, -35, 0, 35, 70]
    .map(
      (a) =>
        `<ellipse cx="${x}" cy="${y - size}" rx="${size * 0.35}" ry="${size * 0.07}" fill="${green}" transform="rotate(${a} ${x} ${y - size}) translate(${size * 0.25} 0)"/>`,
    )
    .join('');
  return `<path d="M${x - 6} ${y} Q${x + size * 0.1} ${y - size * 0.5} ${x} ${y - size}" stroke="#8d6e63" stroke-width="${size * 0.06}" fill="none"/>${leaves}`;
}

function windowPane(x: number, y: number, w: number, h: number, p: Palette, frame = '#ffffff'): string {
  return `${rect(x - 8, y - 8, w + 16, h + 16, frame)}${rect(x, y, w, h, 'url(#sky)')}${rect(x, y, w, h, 'url(#light)')}<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${frame}" stroke-width="8"/>${mountainsInWindow(x, y, w, h, p)}`;
}

function mountainsInWindow(x: number, y: number, w: number, h: number, p: Palette): string {
  return `<path d="M${x} ${y + h * 0.75} L${x + w * 0.3} ${y + h * 0.55} L${x + w * 0.55} ${y + h * 0.7} L${x + w * 0.8} ${y + h * 0.5} L${x + w} ${y + h * 0.65} L${x + w} ${y + h} L${x} ${y + h} Z" fill="${shade(p.green, 0.2)}" opacity="0.8"/>`;
}

function plant(x: number, y: number, s: number, p: Palette): string {
  return `<path d="M${x - s * 0.3} ${y - s * 0.5} L${x + s * 0.3} ${y - s * 0.5} L${x + s * 0.22} ${y} L${x - s * 0.22} ${y} Z" fill="${p.accent}"/>${[
    -40, -15, 10, 35,
  ]
    .map(
      (a) =>
        `<ellipse cx="${x}" cy="${y - s * 1.05}" rx="${s * 0.14}" ry="${s * 0.55}" fill="${p.green}" transform="rotate(${a} ${x} ${y - s * 0.5})"/>`,
    )
    .join('')}`;
}

function floor(p: Palette, y: number, tiles: boolean): string {
  const base = tiles ? shade(p.wall, -0.12) : p.wood;
  let lines = '';
  for (let i = 1; i < 12; i++) {
    const x = (W / 12) * i;
    lines += `<line x1="${x}" y1="${y}" x2="${W / 2 + (x - W / 2) * 1.8}" y2="${H}" stroke="${shade(base, -0.15)}" stroke-width="3"/>`;
  }
  if (tiles)
    for (let j = 1; j < 4; j++)
      lines += `<line x1="0" y1="${y + ((H - y) / 4) * j}" x2="${W}" y2="${y + ((H - y) / 4) * j}" stroke="${shade(base, -0.15)}" stroke-width="3"/>`;
  return `${rect(0, y, W, H - y, base)}${lines}`;
}

function building(r: SeededRandom, p: Palette): string {
  const floors = r.int(8, 16);
  const bw = r.int(520, 760);
  const bx = (W - bw) / 2 + r.int(-200, 200);
  const top = 1000 - floors * 52;
  const facade = r.pick([p.wall, shade(p.wall, -0.08), '#d9d4cc', shade(p.accent, 0.55)]);
  let out = rect(0, 0, W, H, 'url(#sky)') + mountains(r, 760, shade(p.green, 0.35));
  out +=
    rect(bx - 300, top + 180, 240, 1000 - top - 180, shade(facade, -0.18)) +
    rect(bx + bw + 70, top + 120, 220, 1000 - top - 120, shade(facade, -0.25));
  out += rect(bx, top, bw, 1000 - top, facade) + rect(bx + bw - 90, top, 90, 1000 - top, shade(facade, -0.1));
  const cols = Math.floor((bw - 60) / 110);
  for (let f = 0; f < floors; f++) {
    const y = top + 20 + f * 52;
    for (let c = 0; c < cols; c++)
      out += rect(bx + 30 + c * 110, y, 80, 32, r.chance(0.2) ? '#ffe8a3' : shade(p.sky[0], -0.15));
    if (f % 2 === 0) out += rect(bx - 10, y + 36, bw + 20, 8, shade(facade, -0.3));
  }
  out += rect(0, 1000, W, 200, '#b0b7bc') + rect(0, 990, W, 14, shade(p.green, -0.1));
  out += rect(bx + bw / 2 - 70, 880, 140, 120, shade(p.accent, -0.2));
  for (let i = 0; i < 5; i++) out += tree(r.int(60, W - 60), 1010, r.int(140, 220), p.green);
  return out;
}

function house(r: SeededRandom, p: Palette): string {
  const hw = r.int(760, 940);
  const hx = (W - hw) / 2 + r.int(-120, 120);
  const wallTop = 560;
  const facade = r.pick([p.wall, '#ffffff', shade(p.fabric, 0.6)]);
  let out =
    rect(0, 0, W, H, 'url(#sky)') + mountains(r, 700, shade(p.green, 0.3)) + rect(0, 900, W, 300, p.green);
  out += `<path d="M${hx - 60} ${wallTop} L${hx + hw / 2} ${wallTop - r.int(200, 280)} L${hx + hw + 60} ${wallTop} Z" fill="${p.roof}"/>`;
  out += rect(hx, wallTop, hw, 380, facade) + rect(hx, wallTop, hw, 18, shade(p.roof, -0.2));
  out +=
    rect(hx + hw / 2 - 70, 760, 140, 180, p.wood) +
    `<circle cx="${hx + hw / 2 + 45}" cy="850" r="8" fill="#f1c40f"/>`;
  out += windowPane(hx + 80, 640, 200, 160, p) + windowPane(hx + hw - 280, 640, 200, 160, p);
  out += rect(hx + 70, 810, 220, 24, p.accent) + rect(hx + hw - 290, 810, 220, 24, p.accent);
  for (let x = 0; x < W; x += 60) out += rect(x, 960, 14, 90, '#ffffff');
  out += rect(0, 985, W, 12, '#ffffff') + rect(0, 1020, W, 12, '#ffffff');
  out += `<path d="M${hx + hw / 2 - 70} 940 L${hx + hw / 2 + 70} 940 L${hx + hw / 2 + 160} ${H} L${hx + hw / 2 - 160} ${H} Z" fill="#d7ccc8"/>`;
  out +=
    tree(r.int(80, 220), 960, 260, p.green) + tree(r.int(W - 220, W - 80), 960, 240, shade(p.green, -0.1));
  return out;
}

function living(r: SeededRandom, p: Palette): string {
  let out = rect(0, 0, W, 860, p.wall) + floor(p, 860, false);
  out += windowPane(r.int(900, 1060), 160, 420, 460, p) + rect(0, 840, W, 20, shade(p.wall, -0.2));
  const sx = r.int(140, 300);
  out +=
    rect(sx, 620, 660, 200, p.fabric, 'rx="30"') +
    rect(sx - 30, 560, 90, 280, shade(p.fabric, -0.15), 'rx="30"') +
    rect(sx + 600, 560, 90, 280, shade(p.fabric, -0.15), 'rx="30"') +
    rect(sx + 30, 520, 600, 140, shade(p.fabric, 0.1), 'rx="30"');
  out +=
    rect(sx + 90, 560, 140, 90, p.accent, 'rx="18"') +
    rect(sx + 430, 560, 140, 90, shade(p.accent, 0.3), 'rx="18"');
  out +=
    `<ellipse cx="${sx + 330}" cy="1010" rx="520" ry="110" fill="${shade(p.accent, 0.45)}"/>` +
    rect(sx + 160, 900, 340, 30, p.wood, 'rx="8"') +
    rect(sx + 180, 930, 20, 80, p.wood) +
    rect(sx + 460, 930, 20, 80, p.wood);
  out +=
    rect(sx + 120, 170, 420, 280, '#ffffff') +
    rect(sx + 140, 190, 380, 240, shade(p.accent, 0.35)) +
    `<circle cx="${sx + 400}" cy="260" r="50" fill="${shade(p.accent, -0.1)}"/>`;
  out +=
    plant(r.int(1400, 1500), 860, 200, p) +
    rect(sx + 760, 360, 10, 480, '#444') +
    `<path d="M${sx + 705} 360 L${sx + 825} 360 L${sx + 795} 280 L${sx + 735} 280 Z" fill="${p.fabric}"/>`;
  return out;
}

function kitchen(r: SeededRandom, p: Palette): string {
  const cab = r.pick([p.wood, '#ffffff', shade(p.accent, 0.2), '#37474f']);
  let out = rect(0, 0, W, 880, p.wall) + floor(p, 880, true);
  for (let x = 0; x < W; x += 80)
    for (let y = 420; y < 600; y += 40) out += rect(x + 2, y + 2, 76, 36, shade(p.wall, -0.05));
  out += rect(0, 120, W, 300, cab);
  for (let x = 20; x < W; x += 200)
    out += rect(x, 140, 180, 260, shade(cab, 0.08)) + rect(x + 150, 250, 10, 60, '#999');
  out += rect(0, 600, W, 40, '#cfd8dc') + rect(0, 640, W, 240, cab);
  for (let x = 20; x < W; x += 200)
    out += rect(x, 660, 180, 200, shade(cab, 0.08)) + rect(x + 70, 680, 40, 8, '#999');
  out += windowPane(r.int(560, 760), 160, 320, 220, p);
  out += rect(420, 760, 760, 60, '#eceff1') + rect(440, 820, 720, 260, shade(cab, -0.1));
  for (const x of [600, 800, 1000])
    out += `<line x1="${x}" y1="0" x2="${x}" y2="260" stroke="#333" stroke-width="4"/><path d="M${x - 50} 330 L${x + 50} 330 L${x + 30} 260 L${x - 30} 260 Z" fill="${p.accent}"/>`;
  out += plant(1300, 760, 110, p);
  return out;
}

function bedroom(r: SeededRandom, p: Palette): string {
  let out = rect(0, 0, W, 860, p.wall) + floor(p, 860, false);
  out +=
    rect(0, 0, W, 860, 'url(#light)') +
    windowPane(r.int(80, 160), 180, 300, 380, p) +
    rect(40, 150, 60, 520, p.fabric) +
    rect(440, 150, 60, 520, p.fabric);
  const bx = r.int(560, 700);
  out +=
    rect(bx, 340, 640, 320, shade(p.wood, -0.1), 'rx="20"') +
    rect(bx - 20, 620, 680, 260, '#ffffff', 'rx="24"') +
    rect(bx - 20, 720, 680, 180, p.fabric, 'rx="24"');
  out +=
    rect(bx + 60, 560, 220, 110, '#f5f5f5', 'rx="30"') + rect(bx + 360, 560, 220, 110, '#f5f5f5', 'rx="30"');
  for (const nx of [bx - 200, bx + 700])
    out +=
      rect(nx, 700, 160, 160, p.wood) +
      rect(nx + 70, 600, 20, 100, '#555') +
      `<path d="M${nx + 30} 610 L${nx + 130} 610 L${nx + 110} 540 L${nx + 50} 540 Z" fill="${shade(p.accent, 0.3)}"/>`;
  out += `<ellipse cx="${bx + 320}" cy="1040" rx="560" ry="100" fill="${shade(p.accent, 0.5)}"/>`;
  return out;
}

function bathroom(r: SeededRandom, p: Palette): string {
  const tile = r.pick(['#e0f2f1', '#eceff1', shade(p.fabric, 0.7), '#fff8e1']);
  let out = rect(0, 0, W, 900, tile);
  for (let x = 0; x < W; x += 100)
    for (let y = 0; y < 900; y += 100) out += rect(x + 3, y + 3, 94, 94, shade(tile, -0.03));
  out += floor(p, 900, true);
  out +=
    rect(980, 100, 520, 800, '#b3e5fc', 'opacity="0.35"') +
    rect(975, 100, 10, 800, '#90a4ae') +
    rect(1200, 140, 12, 120, '#90a4ae') +
    `<circle cx="1206" cy="270" r="40" fill="#b0bec5"/>`;
  out +=
    rect(200, 560, 600, 60, '#fafafa') +
    rect(220, 620, 560, 240, p.wood) +
    `<ellipse cx="500" cy="585" rx="150" ry="28" fill="#e0e0e0"/>` +
    rect(490, 500, 20, 70, '#b0bec5');
  out +=
    rect(300, 140, 400, 320, '#cfd8dc', 'rx="20"') +
    rect(320, 160, 360, 280, 'url(#sky)', 'rx="14"') +
    rect(320, 160, 360, 280, 'url(#light)');
  out +=
    plant(860, 860, 120, p) +
    rect(120, 700, 60, 16, '#b0bec5') +
    rect(100, 716, 100, 150, p.fabric, 'rx="10"');
  return out;
}

function balcony(r: SeededRandom, p: Palette): string {
  let out = rect(0, 0, W, H, 'url(#sky)') + mountains(r, 520, shade(p.green, 0.15));
  for (let i = 0; i < 18; i++) {
    const bw = r.int(50, 120);
    const bh = r.int(80, 320);
    out += rect(r.int(0, W), 700 - bh, bw, bh, shade('#b0bec5', r.between(-0.2, 0.2)));
  }
  out += rect(0, 700, W, 120, shade(p.green, 0.1)) + rect(0, 820, W, 380, shade(p.wall, -0.1));
  for (let x = 0; x < W; x += 70) out += rect(x, 640, 12, 230, '#37474f');
  out += rect(0, 630, W, 18, '#37474f') + rect(0, 860, W, 340, p.wood);
  out +=
    rect(300, 860, 240, 30, p.fabric, 'rx="10"') +
    rect(320, 890, 20, 140, '#37474f') +
    rect(500, 890, 20, 140, '#37474f') +
    `<circle cx="760" cy="900" r="90" fill="${shade(p.wood, 0.2)}"/>` +
    rect(750, 990, 20, 80, '#37474f');
  out += plant(1250, 1080, 220, p) + plant(140, 1080, 170, p);
  return out;
}

function office(r: SeededRandom, p: Palette): string {
  let out = rect(0, 0, W, 880, shade(p.wall, 0.3)) + floor(p, 880, true);
  out += windowPane(80, 120, 640, 520, p, '#455a64');
  for (let i = 0; i < 6; i++)
    out += rect(
      120 + i * 100,
      520 - r.int(40, 260),
      70,
      500,
      shade('#90a4ae', r.between(-0.2, 0.1)),
      'opacity="0.7"',
    );
  out +=
    rect(860, 620, 620, 30, p.wood) +
    rect(880, 650, 20, 230, '#455a64') +
    rect(1440, 650, 20, 230, '#455a64');
  out +=
    rect(1020, 420, 280, 180, '#263238', 'rx="8"') +
    rect(1035, 435, 250, 150, shade(p.accent, 0.4)) +
    rect(1150, 600, 30, 30, '#263238');
  out += rect(1080, 700, 180, 160, p.fabric, 'rx="20"') + rect(1160, 860, 20, 120, '#333');
  out += rect(900, 140, 560, 20, p.wood) + rect(900, 280, 560, 20, p.wood);
  for (let i = 0; i < 9; i++)
    out += rect(
      920 + i * 50,
      60 + (i % 3) * 10,
      36,
      80 - (i % 3) * 10,
      r.pick([p.accent, p.fabric, p.wood, '#90a4ae']),
    );
  out += plant(780, 880, 160, p);
  return out;
}

function storefront(r: SeededRandom, p: Palette): string {
  let out = rect(0, 0, W, H, 'url(#sky)') + rect(0, 160, W, 860, shade(p.wall, -0.05));
  for (let i = 0; i < 3; i++) out += windowPane(160 + i * 460, 220, 300, 160, p);
  out += rect(100, 520, W - 200, 60, p.accent);
  for (let x = 100; x < W - 100; x += 80)
    out += `<path d="M${x} 580 L${x + 80} 580 L${x + 40} 640 Z" fill="${shade(p.accent, -0.15)}"/>`;
  out +=
    rect(140, 640, W - 280, 380, '#263238') +
    rect(160, 660, W - 320, 340, 'url(#sky)', 'opacity="0.6"') +
    rect(160, 660, W - 320, 340, 'url(#light)');
  out += rect(W / 2 - 80, 660, 160, 360, shade('#263238', 0.2));
  out += rect(0, 1020, W, 180, '#9e9e9e') + rect(0, 1020, W, 16, '#757575');
  out += plant(90, 1020, 160, p) + plant(W - 90, 1020, 160, p) + tree(r.int(300, 1300), 1180, 200, p.green);
  return out;
}

function warehouse(r: SeededRandom, p: Palette): string {
  const clad = r.pick(['#b0bec5', '#cfd8dc', shade(p.accent, 0.4), '#d7ccc8']);
  let out =
    rect(0, 0, W, H, 'url(#sky)') + mountains(r, 640, shade(p.green, 0.3)) + rect(0, 900, W, 300, '#9e9e9e');
  out += `<path d="M120 420 L${W / 2} 300 L${W - 120} 420 L${W - 120} 900 L120 900 Z" fill="${clad}"/>`;
  for (let x = 140; x < W - 120; x += 40)
    out += `<line x1="${x}" y1="${430 - Math.max(0, 120 - Math.abs(x - W / 2) / 5.7)}" x2="${x}" y2="900" stroke="${shade(clad, -0.1)}" stroke-width="4"/>`;
  for (let i = 0; i < 3; i++) {
    const dx = 240 + i * 420;
    out += rect(dx, 600, 300, 300, '#607d8b');
    for (let y = 610; y < 900; y += 24) out += rect(dx, y, 300, 4, '#546e7a');
  }
  out += rect(120, 470, W - 240, 40, p.accent);
  for (let x = 60; x < W; x += 220) out += rect(x, 1060, 120, 12, '#ffffff');
  out += tree(60, 920, 200, p.green) + tree(W - 60, 920, 200, p.green);
  return out;
}

function land(r: SeededRandom, p: Palette): string {
  let out =
    rect(0, 0, W, H, 'url(#sky)') +
    mountains(r, 560, shade(p.green, 0.35)) +
    mountains(r, 720, shade(p.green, 0.1));
  out += `<path d="M0 800 Q${W / 3} ${700 + r.int(-40, 40)} ${W} 780 L${W} ${H} L0 ${H} Z" fill="${p.green}"/>`;
  out += `<path d="M${W / 2 - 30} ${H} Q${W / 2 + 80} 950 ${W / 2 + 260} 790 L${W / 2 + 290} 790 Q${W / 2 + 140} 960 ${W / 2 + 90} ${H} Z" fill="#d7ccc8"/>`;
  for (let x = 0; x < W; x += 90) out += rect(x, 880 - (x / W) * 40, 10, 90, '#8d6e63');
  out += `<line x1="0" y1="900" x2="${W}" y2="860" stroke="#8d6e63" stroke-width="5"/><line x1="0" y1="935" x2="${W}" y2="895" stroke="#8d6e63" stroke-width="5"/>`;
  for (let i = 0; i < 7; i++)
    out += tree(r.int(40, W - 40), r.int(760, 840), r.int(90, 180), shade(p.green, r.between(-0.2, 0.1)));
  return out;
}

function farm(r: SeededRandom, p: Palette): string {
  let out =
    rect(0, 0, W, H, 'url(#sky)') + mountains(r, 600, shade(p.green, 0.3)) + rect(0, 820, W, 380, p.green);
  const hx = r.int(300, 600);
  out +=
    `<path d="M${hx - 60} 560 L${hx + 380} 420 L${hx + 820} 560 Z" fill="${p.roof}"/>` +
    rect(hx, 560, 760, 300, '#ffffff') +
    rect(hx, 560, 760, 40, shade(p.roof, -0.25));
  for (let i = 0; i < 6; i++) out += rect(hx + 20 + i * 140, 600, 16, 260, p.wood);
  out +=
    rect(hx + 80, 640, 120, 140, p.accent) +
    rect(hx + 560, 640, 120, 140, p.accent) +
    rect(hx + 320, 660, 120, 200, p.wood);
  out += rect(hx - 40, 860, 840, 24, '#bcaaa4');
  out += `<ellipse cx="${hx + 1000}" cy="1000" rx="260" ry="70" fill="#4fc3f7"/><ellipse cx="${hx + 1000}" cy="995" rx="230" ry="55" fill="#81d4fa"/>`;
  out +=
    palm(120, 900, 380, p.green) +
    palm(W - 140, 900, 340, shade(p.green, -0.1)) +
    tree(r.int(1100, 1400), 860, 220, p.green);
  return out;
}

const DRAW: Record<PhotoCategory, (r: SeededRandom, p: Palette) => string> = {
  building,
  house,
  living,
  kitchen,
  bedroom,
  bathroom,
  balcony,
  office,
  storefront,
  warehouse,
  land,
  farm,
};

export function illustrationSvg(category: PhotoCategory, variant: number): string {
  const r = new SeededRandom(variant * 7919 + category.length * 104_729 + category.charCodeAt(0));
  const palette = PALETTES[(variant * 3 + category.charCodeAt(1)) % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${skyDefs(palette)}</defs>${DRAW[category](r, palette)}</svg>`;
}
