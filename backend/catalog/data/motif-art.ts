import type { MotifKey } from './theme-words.ts';

/**
 * Drawings for the motifs (wall art and cards) that no photo in backend/assets shows (rendered to
 * `motif-{key}.svg` by backend/scripts/generate-motif-art.ts). Each is a flat print on a paper
 * colour, drawn around the centre of a 1200 x 1200 square.
 */
export type MotifArt = { paper: string; body: string; description: string };

const star = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;

const heart = (x: number, y: number, scale: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${scale})" d="M0 120 C-180 0 -150 -150 -40 -150 C0 -150 0 -110 0 -100 C0 -110 0 -150 40 -150 C150 -150 180 0 0 120Z" fill="${fill}"/>`;
const rose = (x: number, y: number) =>
  `<circle cx="${x}" cy="${y}" r="110" fill="#ffffff" stroke="#d9d9d9" stroke-width="6"/><path d="M${x - 60} ${y} a60 60 0 1 1 120 0 a40 40 0 1 1 -80 0 a20 20 0 1 1 40 0" stroke="#d9d9d9" stroke-width="6" fill="none"/>`;
const leaf = (x: number, y: number, rotate: number, fill: string) =>
  `<ellipse cx="${x}" cy="${y}" rx="28" ry="70" fill="${fill}" transform="rotate(${rotate} ${x} ${y})"/>`;
const cloud = (x: number, y: number) =>
  `<g fill="#ffffff"><circle cx="${x - 70}" cy="${y}" r="70"/><circle cx="${x + 10}" cy="${y - 40}" r="90"/><circle cx="${x + 90}" cy="${y}" r="70"/><rect x="${x - 140}" y="${y}" width="300" height="70" rx="35"/></g>`;

const mountains = (fill: string, snow: string, peaks: readonly (readonly [number, number])[], base = 900) =>
  peaks
    .map(([x, top]) => {
      const half = (base - top) * 0.9;
      const cap = (base - top) * 0.22;
      return `<path d="M${x - half} ${base} L${x} ${top} L${x + half} ${base}Z" fill="${fill}"/><path d="M${x - cap * 0.9} ${top + cap} L${x} ${top} L${x + cap * 0.9} ${top + cap} L${x + cap * 0.3} ${top + cap * 0.8} L${x} ${top + cap * 1.1} L${x - cap * 0.3} ${top + cap * 0.8}Z" fill="${snow}"/>`;
    })
    .join('');
const pine = (x: number, y: number, h: number, fill: string) =>
  `<path d="M${x} ${y - h} L${x + h * 0.3} ${y} L${x - h * 0.3} ${y}Z" fill="${fill}"/><rect x="${x - 8}" y="${y}" width="16" height="${h * 0.12}" fill="#5c4033"/>`;
/** A photo placeholder of a collage layout: a soft landscape in a tile. */
const tile = (x: number, y: number, w: number, h: number, tone: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${tone}"/><path d="M${x} ${y + h} L${x + w * 0.35} ${y + h * 0.55} L${x + w * 0.6} ${y + h * 0.8} L${x + w * 0.8} ${y + h * 0.6} L${x + w} ${y + h}Z" fill="#ffffff" opacity="0.45"/><circle cx="${x + w * 0.75}" cy="${y + h * 0.3}" r="${Math.min(w, h) * 0.1}" fill="#ffffff" opacity="0.6"/>`;
const TONES = ['#e76f51', '#2a9d8f', '#e9c46a', '#457b9d', '#f4a261', '#8ab17d', '#b56576', '#6d597a', '#264653'];
/** A wall calendar sheet with a picture on top and the month grid below. */
const calendarSheet = (picture: string) =>
  `<rect x="300" y="160" width="600" height="880" fill="#ffffff" stroke="#d0d0d0" stroke-width="4"/><svg x="300" y="160" width="600" height="480" viewBox="0 0 1200 960" preserveAspectRatio="xMidYMid slice">${picture}</svg>${Array.from({ length: 28 }, (_, index) => `<rect x="${340 + (index % 7) * 76}" y="${690 + Math.floor(index / 7) * 80}" width="56" height="56" fill="${index % 7 === 6 ? '#f4c7c3' : '#eceff1'}"/>`).join('')}${Array.from({ length: 12 }, (_, index) => `<rect x="${330 + index * 48}" y="140" width="10" height="40" rx="5" fill="#868e96"/>`).join('')}`;

export const MOTIF_ART: Partial<Record<MotifKey, MotifArt>> = {
  nightSky: {
    description: 'Starry night: crescent moon and stars over dark hills',
    paper: '#14213d',
    body: `<circle cx="760" cy="420" r="150" fill="#fdf0c2"/><circle cx="820" cy="380" r="140" fill="#14213d"/>${[
      [260, 260, 10], [420, 180, 7], [520, 360, 9], [330, 480, 6], [950, 250, 8], [1010, 520, 6], [640, 220, 5], [180, 620, 7], [880, 640, 5],
    ]
      .map(([x, y, r]) => star(x!, y!, r!, '#fdf0c2'))
      .join('')}<path d="M0 900 Q300 760 600 860 T1200 820 V1200 H0Z" fill="#0b132b"/>`,
  },
  bridge: {
    description: 'Old bridge: three stone arches over a river',
    paper: '#efe6d8',
    body: `<rect x="120" y="520" width="960" height="90" fill="#8d7b68"/><path d="M120 610 H1080 V820 H960 A160 160 0 0 0 760 820 H720 A120 120 0 0 0 480 820 H440 A160 160 0 0 0 240 820 H120Z" fill="#a39382"/><path d="M0 840 H1200 V1200 H0Z" fill="#9fb7c2"/><path d="M160 900 H460 M620 960 H1000 M260 1030 H700" stroke="#eef3f5" stroke-width="10"/>`,
  },
  cityMap: {
    description: 'City map: streets, a river and a park in black and white',
    paper: '#ffffff',
    body: `<g stroke="#1d1d1f" stroke-width="10" fill="none"><path d="M100 300 H1100 M100 560 H1100 M100 840 H1100 M300 100 V1100 M640 100 V1100 M900 100 V1100"/><path d="M100 180 L1100 1020" stroke-width="16"/></g><path d="M100 700 C400 620 700 980 1100 760" stroke="#6c8ea0" stroke-width="40" fill="none"/><rect x="680" y="340" width="180" height="180" fill="#1d1d1f"/><circle cx="470" cy="430" r="60" fill="#1d1d1f"/>`,
  },
  fox: {
    description: 'Fox in the snow: a red fox sitting among snowflakes',
    paper: '#eef2f5',
    body: `<path d="M600 300 L760 470 L720 760 L600 820 L480 760 L440 470Z" fill="#d1495b"/><path d="M440 470 L380 280 L520 400Z M760 470 L820 280 L680 400Z" fill="#d1495b"/><path d="M480 760 L600 640 L720 760 L600 820Z" fill="#ffffff"/><circle cx="540" cy="560" r="16" fill="#1d1d1f"/><circle cx="660" cy="560" r="16" fill="#1d1d1f"/><circle cx="600" cy="800" r="20" fill="#1d1d1f"/><path d="M0 960 Q600 880 1200 960 V1200 H0Z" fill="#ffffff"/>${[
      [200, 200], [1000, 260], [300, 620], [960, 640], [160, 860], [1040, 900],
    ]
      .map(([x, y]) => star(x!, y!, 14, '#ffffff'))
      .join('')}`,
  },
  stag: {
    description: 'Stag: head with wide antlers in brown on beige',
    paper: '#efe6d8',
    body: `<g stroke="#6b4f3a" stroke-width="26" stroke-linecap="round" fill="none"><path d="M540 500 C460 380 420 300 340 200 M430 330 L300 320 M470 400 L360 440"/><path d="M660 500 C740 380 780 300 860 200 M770 330 L900 320 M730 400 L840 440"/></g><path d="M520 480 H680 L650 820 Q600 880 550 820Z" fill="#8d6b4f"/><path d="M520 520 L430 470 L470 560Z M680 520 L770 470 L730 560Z" fill="#8d6b4f"/><circle cx="600" cy="840" r="26" fill="#3b2a1e"/>`,
  },
  birds: {
    description: 'Migrating birds: a flock in V formation over a pale sky',
    paper: '#e8eef3',
    body: `${[
      [600, 380], [500, 460], [700, 460], [400, 540], [800, 540], [300, 620], [900, 620], [470, 760], [820, 800],
    ]
      .map(([x, y]) => `<path d="M${x! - 50} ${y! - 14} Q${x! - 20} ${y! - 30} ${x} ${y} Q${x! + 20} ${y! - 30} ${x! + 50} ${y! - 14}" stroke="#4a5a6a" stroke-width="12" fill="none" stroke-linecap="round"/>`)
      .join('')}<path d="M0 980 Q600 920 1200 980 V1200 H0Z" fill="#b9c7d3"/>`,
  },
  quote: {
    description: 'Favourite quote: large quotation marks above lines of text',
    paper: '#fbf8f2',
    body: `<path d="M330 300 q-90 0 -90 110 t90 110 q-20 110 -110 150 q220 -40 220 -250 q0 -120 -110 -120Z M620 300 q-90 0 -90 110 t90 110 q-20 110 -110 150 q220 -40 220 -250 q0 -120 -110 -120Z" fill="#1d1d1f"/><path d="M240 780 H960 M240 860 H860 M240 940 H720" stroke="#1d1d1f" stroke-width="18" stroke-linecap="round"/>`,
  },
  alphabet: {
    description: 'Animal alphabet: the letters A, B and C with a small animal each',
    paper: '#fff7e6',
    body: `<text x="600" y="560" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="220" fill="#2a9d8f">A B C</text><circle cx="400" cy="800" r="60" fill="#e9c46a"/><circle cx="600" cy="800" r="60" fill="#f4a261"/><circle cx="800" cy="800" r="60" fill="#e76f51"/><path d="M370 750 l-20 -50 l50 30Z M430 750 l20 -50 l-50 30Z M570 750 l-10 -60 l40 40Z M630 750 l10 -60 l-40 40Z M770 755 q-40 -70 0 -90 M830 755 q40 -70 0 -90" fill="#3d3d3d" stroke="#3d3d3d" stroke-width="8"/>`,
  },
  animalParade: {
    description: 'Animal parade: elephant, giraffe and bear walking in a row',
    paper: '#fff7e6',
    body: `<path d="M0 860 H1200" stroke="#c9b79c" stroke-width="12"/><ellipse cx="300" cy="720" rx="170" ry="120" fill="#8fa3b5"/><path d="M150 700 q-60 80 -30 170" stroke="#8fa3b5" stroke-width="50" fill="none"/><rect x="200" y="780" width="50" height="80" fill="#8fa3b5"/><rect x="360" y="780" width="50" height="80" fill="#8fa3b5"/><rect x="600" y="380" width="50" height="340" fill="#e9c46a" transform="rotate(15 625 550)"/><ellipse cx="690" cy="760" rx="110" ry="70" fill="#e9c46a"/><ellipse cx="560" cy="400" rx="60" ry="40" fill="#e9c46a"/><rect x="620" y="800" width="36" height="60" fill="#e9c46a"/><rect x="730" y="800" width="36" height="60" fill="#e9c46a"/><ellipse cx="980" cy="770" rx="120" ry="90" fill="#a0704f"/><circle cx="1060" cy="680" r="60" fill="#a0704f"/><circle cx="1040" cy="620" r="22" fill="#a0704f"/><circle cx="1090" cy="625" r="22" fill="#a0704f"/>`,
  },
  worldMap: {
    description: 'World map: the continents in ochre on a pale blue sea',
    paper: '#dfe9ee',
    body: `<g fill="#c8a165"><path d="M170 330 Q300 230 430 300 Q470 390 400 470 Q330 500 320 580 Q260 560 230 470 Q150 420 170 330Z"/><path d="M360 620 Q430 600 460 680 Q440 820 390 900 Q350 820 340 720Z"/><path d="M560 300 Q640 260 700 300 Q690 360 640 380 Q590 370 560 300Z"/><path d="M580 420 Q680 400 720 480 Q710 640 640 720 Q580 620 560 520Z"/><path d="M720 280 Q900 220 1040 320 Q1020 440 900 470 Q800 440 740 400Z"/><path d="M930 700 Q1010 680 1050 740 Q1010 790 940 770Z"/></g>`,
  },
  palms: {
    description: 'Palm trees: two palms against a yellow sun',
    paper: '#fff3c4',
    body: `<circle cx="760" cy="460" r="200" fill="#f6bd60"/><path d="M480 1000 Q500 700 560 440 M720 1000 Q700 760 640 560" stroke="#6b4f3a" stroke-width="30" fill="none"/><g fill="#2a9d8f"><path d="M560 440 q-160 -40 -260 60 q140 -40 260 -60Z M560 440 q160 -60 260 20 q-140 -20 -260 -20Z M560 440 q-60 -150 -200 -170 q120 60 200 170Z M560 440 q40 -160 180 -200 q-100 80 -180 200Z"/><path d="M640 560 q-150 -30 -240 60 q130 -40 240 -60Z M640 560 q150 -50 240 30 q-130 -20 -240 -30Z M640 560 q20 -150 150 -180 q-90 70 -150 180Z"/></g><path d="M0 1000 H1200 V1200 H0Z" fill="#e9c46a"/>`,
  },
  desert: {
    description: 'Desert dunes: soft dunes under a pale sun',
    paper: '#fbeee0',
    body: `<circle cx="820" cy="380" r="110" fill="#f4a261"/><path d="M0 760 Q300 560 620 720 T1200 640 V1200 H0Z" fill="#e9c46a"/><path d="M0 900 Q360 760 760 900 T1200 860 V1200 H0Z" fill="#d4a373"/><path d="M0 1040 Q400 960 800 1060 T1200 1020 V1200 H0Z" fill="#bc8a5f"/>`,
  },
  lighthouse: {
    description: 'Lighthouse: red and white tower on rocks by the sea',
    paper: '#dbe9f2',
    body: `<path d="M540 340 H660 L700 860 H500Z" fill="#ffffff"/><path d="M528 480 H672 L680 580 H520Z M512 680 H688 L696 780 H504Z" fill="#d1495b"/><rect x="530" y="270" width="140" height="80" fill="#1d3557"/><path d="M520 270 L600 200 L680 270Z" fill="#d1495b"/><path d="M670 300 L1000 220 V380Z" fill="#fdf0c2" opacity="0.8"/><path d="M380 860 Q600 800 820 860 L860 920 H340Z" fill="#5c5c66"/><path d="M0 900 H1200 V1200 H0Z" fill="#457b9d"/>`,
  },
  shapes: {
    description: 'Play of shapes: circle, triangle and square in warm colours',
    paper: '#f6efe6',
    body: `<circle cx="450" cy="480" r="220" fill="#e76f51"/><path d="M560 880 L800 420 L1040 880Z" fill="#2a9d8f"/><rect x="200" y="700" width="260" height="260" fill="#e9c46a"/>`,
  },
  brushStrokes: {
    description: 'Brush strokes: broad blue and gold strokes',
    paper: '#fbf8f2',
    body: `<path d="M180 420 C400 300 700 520 1020 380" stroke="#1d3557" stroke-width="110" fill="none" stroke-linecap="round"/><path d="M200 700 C480 600 720 820 1000 680" stroke="#c9a227" stroke-width="80" fill="none" stroke-linecap="round"/><path d="M300 900 C520 860 700 960 900 880" stroke="#457b9d" stroke-width="40" fill="none" stroke-linecap="round"/>`,
  },
  lines: {
    description: 'Line art: a face drawn in one continuous black line',
    paper: '#ffffff',
    body: `<path d="M420 260 C300 380 320 560 420 640 C460 700 420 760 460 800 C520 860 640 860 700 780 C760 700 700 640 760 600 C880 520 860 320 720 260 C640 230 560 300 600 380 C640 460 560 520 500 470 M520 520 C540 560 580 560 600 530 M480 640 C540 680 600 680 640 640" stroke="#1d1d1f" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  },
  // Card motifs: one centred symbol on a soft paper, like the front of a greeting card.
  hearts: { description: 'Two hearts: a red and a pink heart overlapping', paper: '#fdf1f1', body: `${heart(520, 560, 1.1, '#e07a8b')}${heart(680, 620, 1.1, '#c0392b')}` },
  roses: { description: 'White roses: three white blooms with green leaves', paper: '#eef3ec', body: `${rose(450, 560)}${rose(750, 560)}${rose(600, 760)}<path d="M380 700 q-80 40 -120 120 q90 -10 120 -120Z M820 700 q80 40 120 120 q-90 -10 -120 -120Z" fill="#6a994e"/>` },
  olive: { description: 'Olive branch: a curved branch with olive leaves', paper: '#f5f1e6', body: `<path d="M300 900 Q600 700 900 300" stroke="#6b705c" stroke-width="16" fill="none"/>${[[420, 790, -40], [520, 700, 30], [600, 620, -40], [690, 520, 30], [770, 430, -40], [850, 350, 30]].map(([x, y, r]) => leaf(x!, y!, r!, '#a5a58d')).join('')}<circle cx="560" cy="720" r="26" fill="#3a5a40"/><circle cx="730" cy="500" r="26" fill="#3a5a40"/>` },
  dove: { description: 'White dove: a dove in flight on light blue', paper: '#dbe9f6', body: `<path d="M380 640 Q520 520 700 580 L900 460 Q860 620 740 660 Q620 760 440 720 L330 760Z" fill="#ffffff"/><path d="M560 580 Q600 380 760 320 Q720 480 660 600Z" fill="#f4f7fb"/><circle cx="800" cy="520" r="10" fill="#1d3557"/><path d="M890 470 L950 480 L895 500Z" fill="#f4a261"/>` },
  rainbow: { description: 'Rainbow: a rainbow arc over two clouds', paper: '#f8f6ff', body: `${['#e63946', '#f4a261', '#e9c46a', '#2a9d8f', '#457b9d'].map((color, index) => `<path d="M${260 + index * 50} 760 A${340 - index * 50} ${340 - index * 50} 0 0 1 ${940 - index * 50} 760" stroke="${color}" stroke-width="50" fill="none"/>`).join('')}${cloud(280, 780)}${cloud(920, 780)}` },
  candle: { description: 'Candlelight: a white candle with a warm flame', paper: '#fbf3e4', body: `<circle cx="600" cy="380" r="150" fill="#fde7b0"/><path d="M600 290 Q660 380 600 450 Q540 380 600 290Z" fill="#f4a261"/><rect x="530" y="470" width="140" height="430" rx="16" fill="#ffffff" stroke="#e0d6c2" stroke-width="6"/><path d="M420 920 H780" stroke="#c9a227" stroke-width="24" stroke-linecap="round"/>` },
  fish: { description: 'Fish symbol: the ichthys drawn in one blue line', paper: '#eef5fa', body: `<path d="M300 600 Q560 380 820 600 Q560 820 300 600Z M820 600 L940 500 M820 600 L940 700" stroke="#1d3557" stroke-width="24" fill="none" stroke-linecap="round"/>` },
  treeOfLife: { description: 'Tree of life: a round green crown with roots in gold', paper: '#f4f1e8', body: `<circle cx="600" cy="480" r="250" fill="#6a994e"/><rect x="575" y="600" width="50" height="280" fill="#8d6b4f"/><path d="M600 880 Q520 920 440 930 M600 880 Q680 920 760 930 M600 880 V950" stroke="#c9a227" stroke-width="16" fill="none"/>` },
  cross: { description: 'Simple cross: a slim silver cross', paper: '#f4f5f7', body: `<rect x="565" y="260" width="70" height="680" fill="#9aa1a9"/><rect x="400" y="420" width="400" height="70" fill="#9aa1a9"/>` },
  flame: { description: 'Flame: a red and yellow flame', paper: '#fff5e8', body: `<path d="M600 260 Q800 520 740 760 Q700 900 600 900 Q500 900 460 760 Q420 600 560 480 Q560 600 620 640 Q660 480 600 260Z" fill="#e63946"/><path d="M600 560 Q700 700 660 820 Q630 880 600 880 Q560 880 540 820 Q520 720 600 560Z" fill="#f4d35e"/>` },
  lily: { description: 'White lily: one lily blossom on a grey ground', paper: '#e9ebee', body: `<path d="M600 900 V600" stroke="#6a994e" stroke-width="16"/>${[-60, -20, 20, 60].map((angle) => `<ellipse cx="600" cy="470" rx="60" ry="190" fill="#ffffff" stroke="#c9ccd1" stroke-width="4" transform="rotate(${angle} 600 600)"/>`).join('')}<circle cx="600" cy="560" r="20" fill="#e9c46a"/>` },
  feather: { description: 'Feather: a single grey feather', paper: '#f5f5f2', body: `<path d="M420 900 Q560 520 820 280 Q860 560 600 780Z" fill="#adb5bd"/><path d="M420 900 Q600 600 820 280" stroke="#5c5c66" stroke-width="10" fill="none"/>` },
  sunset: { description: 'Sunset: a low sun over calm water', paper: '#fde2cf', body: `<circle cx="600" cy="640" r="200" fill="#e76f51"/><path d="M0 700 H1200 V1200 H0Z" fill="#b5838d"/><path d="M440 780 H760 M500 860 H700 M550 940 H650" stroke="#fde2cf" stroke-width="14"/>` },
  tree: { description: 'Lone tree: one tree on a green hill', paper: '#eef1ee', body: `<path d="M0 880 Q600 700 1200 880 V1200 H0Z" fill="#84a98c"/><rect x="580" y="520" width="40" height="260" fill="#5c4033"/><circle cx="600" cy="460" r="170" fill="#52796f"/>` },
  clouds: { description: 'Cloudy sky: white clouds on blue', paper: '#cfe3f3', body: `${cloud(420, 480)}${cloud(760, 640)}${cloud(460, 820)}` },
  bear: { description: 'Little bear: a round brown teddy bear face', paper: '#f3ece1', body: `<circle cx="440" cy="400" r="90" fill="#a0704f"/><circle cx="760" cy="400" r="90" fill="#a0704f"/><circle cx="600" cy="600" r="260" fill="#a0704f"/><ellipse cx="600" cy="700" rx="110" ry="80" fill="#e6ccb2"/><circle cx="510" cy="560" r="22" fill="#1d1d1f"/><circle cx="690" cy="560" r="22" fill="#1d1d1f"/><circle cx="600" cy="670" r="26" fill="#1d1d1f"/>` },
  star: { description: 'Golden star: a five-pointed star in gold on black', paper: '#1d1d1f', body: `<path d="M600 260 L680 500 L940 500 L730 650 L810 900 L600 750 L390 900 L470 650 L260 500 L520 500Z" fill="#c9a227"/>` },
  tulips: { description: 'Tulips: a red and a yellow tulip', paper: '#fff8ec', body: `<path d="M480 920 V600 M720 920 V640" stroke="#6a994e" stroke-width="16"/><path d="M400 460 L440 560 L480 470 L520 560 L560 460 Q560 640 480 640 Q400 640 400 460Z" fill="#e63946"/><path d="M640 500 L680 600 L720 510 L760 600 L800 500 Q800 680 720 680 Q640 680 640 500Z" fill="#e9c46a"/><path d="M480 800 q-90 -40 -110 -140 q90 40 110 140Z M720 820 q90 -40 110 -140 q-90 40 -110 140Z" fill="#6a994e"/>` },
  eggs: { description: 'Painted eggs: three coloured Easter eggs', paper: '#f7f3e3', body: `<ellipse cx="420" cy="680" rx="120" ry="160" fill="#e9c46a"/><ellipse cx="600" cy="620" rx="130" ry="175" fill="#2a9d8f"/><ellipse cx="790" cy="690" rx="115" ry="155" fill="#e76f51"/><path d="M480 600 H720 M490 680 H710" stroke="#ffffff" stroke-width="14"/>` },
  bunny: { description: 'Easter bunny: a bunny with long ears', paper: '#eef4e6', body: `<ellipse cx="530" cy="360" rx="50" ry="170" fill="#d8c3a5"/><ellipse cx="670" cy="360" rx="50" ry="170" fill="#d8c3a5"/><circle cx="600" cy="620" r="170" fill="#d8c3a5"/><circle cx="540" cy="590" r="16" fill="#1d1d1f"/><circle cx="660" cy="590" r="16" fill="#1d1d1f"/><circle cx="600" cy="650" r="18" fill="#e07a8b"/>` },
  springBranch: { description: 'Spring blossom: a branch with pink blossoms', paper: '#f6f2ee', body: `<path d="M260 860 Q600 700 960 340" stroke="#6b4f3a" stroke-width="18" fill="none"/>${[[420, 760], [600, 650], [760, 520], [880, 400], [520, 640]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="55" fill="#f4acb7"/><circle cx="${x}" cy="${y}" r="16" fill="#e5989b"/>`).join('')}` },
  cake: { description: 'Birthday cake: a layered cake with candles', paper: '#fdf0f3', body: `<rect x="360" y="600" width="480" height="260" rx="20" fill="#f4acb7"/><rect x="360" y="680" width="480" height="40" fill="#ffffff"/><rect x="330" y="860" width="540" height="30" rx="15" fill="#d8c3a5"/>${[460, 600, 740].map((x) => `<rect x="${x - 12}" y="480" width="24" height="120" fill="#e9c46a"/><path d="M${x} 420 q30 40 0 60 q-30 -20 0 -60Z" fill="#f4a261"/>`).join('')}` },
  bunting: { description: 'Bunting: a line of coloured pennants', paper: '#f3f7fb', body: `<path d="M200 380 Q600 560 1000 380" stroke="#5c5c66" stroke-width="8" fill="none"/>${['#e63946', '#e9c46a', '#2a9d8f', '#457b9d', '#f4a261'].map((color, index) => { const x = 260 + index * 160; const y = 415 + Math.sin((index + 0.5) / 5 * Math.PI) * 85; return `<path d="M${x} ${y} L${x + 120} ${y} L${x + 60} ${y + 180}Z" fill="${color}"/>`; }).join('')}` },
  dinosaur: { description: 'Little dinosaur: a green dinosaur with spikes', paper: '#f1f7e8', body: `<path d="M300 760 Q360 520 600 520 Q780 520 820 380 Q840 300 920 320 Q980 340 960 420 Q940 520 880 600 Q860 760 700 780 L700 880 L640 880 L630 790 L480 790 L470 880 L410 880 L400 780 Q320 790 300 760Z" fill="#6a994e"/><path d="M460 540 l30 -60 l30 60 M560 520 l30 -60 l30 60 M660 530 l30 -60 l30 60" fill="#e9c46a" stroke="#e9c46a" stroke-width="6"/><circle cx="915" cy="370" r="10" fill="#1d1d1f"/>` },
  schoolCone: { description: 'School cone: a colourful school cone with a bow', paper: '#fff6ea', body: `<path d="M600 940 L380 380 H820Z" fill="#e63946"/><path d="M470 600 H730 M540 780 H660" stroke="#e9c46a" stroke-width="30"/><path d="M380 380 Q600 260 820 380" fill="#2a9d8f"/><path d="M600 330 l-80 -60 v120Z M600 330 l80 -60 v120Z" fill="#457b9d"/>` },
  pencils: { description: 'Coloured pencils: five pencils side by side', paper: '#f8f8f4', body: `${['#e63946', '#f4a261', '#e9c46a', '#2a9d8f', '#457b9d'].map((color, index) => { const x = 380 + index * 110; return `<rect x="${x}" y="380" width="70" height="420" fill="${color}"/><path d="M${x} 800 L${x + 35} 900 L${x + 70} 800Z" fill="#e6ccb2"/><path d="M${x + 25} 870 L${x + 35} 900 L${x + 45} 870Z" fill="#1d1d1f"/>`; }).join('')}` },
  abc: { description: 'ABC letters: the letters A, B and C in primary colours', paper: '#f6f8fb', body: `<text x="600" y="700" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="260"><tspan fill="#457b9d">A</tspan> <tspan fill="#e63946">B</tspan> <tspan fill="#e9c46a">C</tspan></text>` },
  reindeer: { description: 'Reindeer: a reindeer head with antlers and a red nose', paper: '#f4efe6', body: `<g stroke="#6b4f3a" stroke-width="22" stroke-linecap="round" fill="none"><path d="M540 460 Q480 360 420 300 M480 380 L400 390"/><path d="M660 460 Q720 360 780 300 M720 380 L800 390"/></g><path d="M520 450 H680 L650 760 Q600 820 550 760Z" fill="#a0704f"/><circle cx="600" cy="770" r="34" fill="#c0392b"/><circle cx="560" cy="560" r="14" fill="#1d1d1f"/><circle cx="640" cy="560" r="14" fill="#1d1d1f"/>` },
  lettering: { description: 'Gold lettering: a golden swash line on black', paper: '#1d1d1f', body: `<path d="M300 640 C360 420 460 420 480 560 C500 700 560 700 600 560 C640 420 700 420 720 560 C740 700 820 700 900 520" stroke="#c9a227" stroke-width="22" fill="none" stroke-linecap="round"/><path d="M360 760 H840" stroke="#c9a227" stroke-width="6"/>` },

  // Wall art: what the design's name says, in flat shapes.
  mountainLake: {
    description: 'Mountain lake: snowy peaks mirrored in a still blue lake',
    paper: '#e8f1f5',
    body: `${mountains('#5c7c8a', '#ffffff', [[420, 330], [760, 260]], 700)}<rect y="700" width="1200" height="500" fill="#6fa8c7"/><g opacity="0.45" transform="matrix(1 0 0 -1 0 1400)">${mountains('#5c7c8a', '#ffffff', [[420, 330], [760, 260]], 700)}</g><path d="M0 700 H1200" stroke="#ffffff" stroke-width="6"/>`,
  },
  alpinePanorama: {
    description: 'Alpine panorama: a wide range of snowy mountain peaks under a clear sky',
    paper: '#dceefb',
    body: `${mountains('#8fa3b5', '#ffffff', [[150, 520], [420, 380], [700, 300], [980, 420], [1180, 500]], 900)}${mountains('#4f6d7a', '#eef4f8', [[300, 600], [620, 520], [900, 580]], 900)}<rect y="900" width="1200" height="300" fill="#7aa66a"/>`,
  },
  summits: {
    description: 'Year of summits: three snowy mountain peaks above a green valley',
    paper: '#f1f4f0',
    body: `${mountains('#6b7f8c', '#ffffff', [[330, 380], [640, 260], [930, 400]], 880)}<path d="M0 880 Q600 800 1200 880 V1200 H0Z" fill="#84a98c"/>`,
  },
  forest: {
    description: 'Misty forest: rows of fir trees fading into white mist',
    paper: '#eef1ee',
    body: `${[220, 420, 620, 820, 1020].map((x) => pine(x, 640, 360, '#a3b8ad')).join('')}<rect y="560" width="1200" height="120" fill="#eef1ee" opacity="0.7"/>${[120, 320, 520, 720, 920, 1120].map((x) => pine(x, 900, 460, '#3a5a40')).join('')}<rect y="900" width="1200" height="300" fill="#dfe7e1"/>`,
  },
  skyline: {
    description: 'Skyline at night: lit city towers under a dark sky with a moon',
    paper: '#1d2340',
    body: `<circle cx="900" cy="280" r="80" fill="#f6e7b0"/>${[[120, 560, 140], [280, 420, 120], [420, 500, 150], [590, 320, 130], [740, 460, 140], [900, 380, 120], [1040, 520, 140]].map(([x, top, w]) => `<rect x="${x}" y="${top}" width="${w}" height="${1000 - top!}" fill="#2e3559"/>${Array.from({ length: 6 }, (_, row) => `<rect x="${x! + 20}" y="${top! + 40 + row * 70}" width="${w! - 40}" height="18" fill="#f6d365" opacity="0.8"/>`).join('')}`).join('')}<rect y="1000" width="1200" height="200" fill="#141831"/>`,
  },
  waves: {
    description: 'Waves: rolling blue ocean waves with white crests',
    paper: '#e3f2f7',
    body: `${[420, 600, 780, 960].map((y, index) => `<path d="M0 ${y} Q150 ${y - 90} 300 ${y} T600 ${y} T900 ${y} T1200 ${y} V1200 H0Z" fill="${['#a8dadc', '#6fa8c7', '#457b9d', '#1d3557'][index]}"/><path d="M0 ${y} Q150 ${y - 90} 300 ${y} T600 ${y} T900 ${y} T1200 ${y}" stroke="#ffffff" stroke-width="10" fill="none"/>`).join('')}`,
  },
  beach: {
    description: 'Sandy beach: pale sand, turquoise sea and a low sun',
    paper: '#fdf3e1',
    body: `<circle cx="860" cy="380" r="110" fill="#f4a261"/><rect y="560" width="1200" height="220" fill="#48b5c4"/><path d="M0 620 H1200 M0 690 H1200" stroke="#ffffff" stroke-width="6" opacity="0.6"/><path d="M0 780 Q600 700 1200 800 V1200 H0Z" fill="#ecd9b0"/><path d="M0 800 Q600 730 1200 820" stroke="#ffffff" stroke-width="12" fill="none" opacity="0.8"/>`,
  },
  monstera: {
    description: 'Monstera leaf: one large split green leaf on its stem',
    paper: '#f3f1ea',
    body: `<path d="M600 1040 Q620 820 600 700" stroke="#2d6a4f" stroke-width="20" fill="none"/><path d="M600 700 C300 700 220 420 380 270 C480 180 720 180 820 270 C980 420 900 700 600 700Z" fill="#2d6a4f"/>${[-60, -30, 0, 30, 60].map((angle) => `<path d="M600 690 L${600 + Math.sin((angle * Math.PI) / 180) * 330} ${690 - Math.cos((angle * Math.PI) / 180) * 400}" stroke="#f3f1ea" stroke-width="26"/>`).join('')}<path d="M600 700 V250" stroke="#95d5b2" stroke-width="8"/>`,
  },
  fern: {
    description: 'Fern: one curved green fern frond with many small leaflets',
    paper: '#f4f1e8',
    body: `<path d="M520 1040 Q560 620 760 220" stroke="#52796f" stroke-width="12" fill="none"/>${Array.from({ length: 14 }, (_, index) => { const t = index / 14; const x = 520 + t * 240 + t * t * 20; const y = 1000 - t * 760; const size = 1 - t * 0.7; return `<ellipse cx="${x - 70 * size}" cy="${y}" rx="${80 * size}" ry="${22 * size}" fill="#52796f" transform="rotate(-25 ${x} ${y})"/><ellipse cx="${x + 70 * size}" cy="${y - 10}" rx="${80 * size}" ry="${22 * size}" fill="#52796f" transform="rotate(-35 ${x} ${y})"/>`; }).join('')}`,
  },
  wildflowers: {
    description: 'Wildflower meadow: poppies, cornflowers and daisies in green grass',
    paper: '#f2f7ee',
    body: `<path d="M0 760 Q600 680 1200 760 V1200 H0Z" fill="#8ab17d"/>${[[180, 700, '#e63946'], [330, 640, '#457b9d'], [470, 720, '#ffffff'], [620, 620, '#e63946'], [760, 700, '#457b9d'], [900, 640, '#ffffff'], [1040, 720, '#e63946'], [260, 900, '#ffffff'], [560, 880, '#457b9d'], [860, 900, '#e63946']].map(([x, y, color]) => `<path d="M${x} ${y} V${Number(y) + 260}" stroke="#52796f" stroke-width="8"/><circle cx="${x}" cy="${y}" r="46" fill="${color}"/><circle cx="${x}" cy="${y}" r="14" fill="${color === '#ffffff' ? '#e9c46a' : '#1d1d1f'}"/>`).join('')}`,
  },
  // Card motifs no photo shows.
  balloons: {
    description: 'Balloons: a bunch of colourful balloons on strings',
    paper: '#fff8e6',
    body: `${[[440, 420, '#e63946'], [620, 340, '#e9c46a'], [780, 440, '#2a9d8f'], [540, 560, '#457b9d'], [720, 600, '#f4a261']].map(([x, y, color]) => `<path d="M${x} ${Number(y) + 130} Q${Number(x) + 20} ${Number(y) + 380} 600 1000" stroke="#6c757d" stroke-width="4" fill="none"/><ellipse cx="${x}" cy="${y}" rx="100" ry="125" fill="${color}"/><path d="M${Number(x) - 12} ${Number(y) + 122} h24 l-12 18Z" fill="${color}"/>`).join('')}`,
  },
  eucalyptus: {
    description: 'Eucalyptus wreath: a round wreath of grey-green eucalyptus leaves',
    paper: '#f5f3ee',
    body: `<circle cx="600" cy="600" r="300" stroke="#8d8d7a" stroke-width="8" fill="none"/>${Array.from({ length: 24 }, (_, index) => { const angle = (index / 24) * 2 * Math.PI; const x = 600 + Math.cos(angle) * 300; const y = 600 + Math.sin(angle) * 300; return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="44" ry="30" fill="${index % 2 ? '#9bb0a5' : '#7d9a8c'}" transform="rotate(${((angle * 180) / Math.PI + 45).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`; }).join('')}`,
  },
  // Collage templates: the layout of their photo tiles.
  photoGrid: {
    description: 'Photo grid: nine photo tiles in an even three by three grid',
    paper: '#f7f5f0',
    body: Array.from({ length: 9 }, (_, index) => tile(240 + (index % 3) * 250, 240 + Math.floor(index / 3) * 250, 230, 230, TONES[index]!)).join(''),
  },
  mosaic: {
    description: 'Mosaic: photo tiles of mixed sizes fitted together like a mosaic',
    paper: '#f7f5f0',
    body: [[200, 200, 480, 360], [700, 200, 300, 170], [700, 390, 300, 170], [200, 580, 230, 420], [450, 580, 550, 200], [450, 800, 260, 200], [730, 800, 270, 200]].map(([x, y, w, h], index) => tile(x!, y!, w!, h!, TONES[index]!)).join(''),
  },
  heartShape: {
    description: 'Heart shape: small photo tiles arranged in the shape of a heart',
    paper: '#fdf1f1',
    body: [[420, 340], [520, 340], [680, 340], [780, 340], [340, 440], [440, 440], [540, 440], [660, 440], [760, 440], [860, 440], [380, 540], [480, 540], [600, 540], [720, 540], [820, 540], [440, 640], [540, 640], [660, 640], [760, 640], [520, 740], [600, 740], [680, 740], [600, 840]].map(([x, y], index) => tile(x! - 40, y! - 40, 80, 80, TONES[index % TONES.length]!)).join(''),
  },
  instantPhotos: {
    description: 'Instant photos: six white-bordered instant photos, slightly tilted',
    paper: '#efe9e1',
    body: [[330, 360, -6], [600, 330, 4], [870, 370, -3], [330, 800, 5], [600, 830, -4], [870, 790, 3]].map(([x, y, angle], index) => `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x! - 120}" y="${y! - 150}" width="240" height="290" fill="#ffffff" stroke="#d8d2c8" stroke-width="3"/>${tile(x! - 100, y! - 130, 200, 200, TONES[index]!)}</g>`).join(''),
  },
  filmStrip: {
    description: 'Film strip: five photo frames on a black strip of film with sprocket holes',
    paper: '#f2f2f2',
    body: `<rect x="0" y="420" width="1200" height="360" fill="#1d1d1f"/>${Array.from({ length: 24 }, (_, index) => `<rect x="${10 + index * 50}" y="440" width="26" height="26" rx="4" fill="#f2f2f2"/><rect x="${10 + index * 50}" y="734" width="26" height="26" rx="4" fill="#f2f2f2"/>`).join('')}${Array.from({ length: 5 }, (_, index) => tile(30 + index * 236, 490, 214, 220, TONES[index]!)).join('')}`,
  },
  circles: {
    description: 'Circles: round photo tiles of several sizes',
    paper: '#f7f5f0',
    body: `<defs>${[[420, 440, 220], [800, 380, 160], [780, 780, 200], [380, 850, 140], [600, 620, 90]].map(([x, y, r], index) => `<clipPath id="circle-${index}"><circle cx="${x}" cy="${y}" r="${r}"/></clipPath>`).join('')}</defs>${[[420, 440, 220], [800, 380, 160], [780, 780, 200], [380, 850, 140], [600, 620, 90]].map(([x, y, r], index) => `<g clip-path="url(#circle-${index})">${tile(x! - r!, y! - r!, r! * 2, r! * 2, TONES[index]!)}</g>`).join('')}`,
  },
  // Calendar templates: a wall calendar sheet with the picture their name promises.
  seasons: {
    description: 'Four seasons calendar: a calendar sheet with a tree in spring, summer, autumn and winter colours',
    paper: '#f1efe9',
    body: calendarSheet(['#f4acb7', '#52796f', '#e76f51', '#ffffff'].map((crown, index) => `<rect x="${index * 300}" y="0" width="300" height="960" fill="${['#e8f3e8', '#dff0ff', '#fbe8d3', '#e6ecf2'][index]}"/><rect x="${index * 300 + 140}" y="520" width="20" height="260" fill="#6b4f3a"/><circle cx="${index * 300 + 150}" cy="460" r="110" fill="${crown}" stroke="#c9ccd1" stroke-width="${index === 3 ? 6 : 0}"/>`).join('')),
  },
  botanicalYear: {
    description: 'Botanical year calendar: a calendar sheet with green leaves and a pink flower',
    paper: '#f4f1e8',
    body: calendarSheet(`<rect width="1200" height="960" fill="#eef3ec"/><path d="M600 900 V420" stroke="#52796f" stroke-width="16"/>${[[480, 640, -40], [720, 620, 40], [470, 500, -30], [730, 480, 30]].map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="110" ry="46" fill="#6a994e" transform="rotate(${r} ${x} ${y})"/>`).join('')}<circle cx="600" cy="340" r="90" fill="#f4acb7"/><circle cx="600" cy="340" r="30" fill="#e9c46a"/>`),
  },
  cityBreaks: {
    description: 'City breaks calendar: a calendar sheet with city towers and a bridge',
    paper: '#eef1f5',
    body: calendarSheet(`<rect width="1200" height="960" fill="#dbe7f3"/>${[[100, 420, 160], [300, 300, 140], [480, 380, 180], [700, 260, 150], [900, 360, 200]].map(([x, top, w]) => `<rect x="${x}" y="${top}" width="${w}" height="${700 - top!}" fill="#6d7f99"/>`).join('')}<path d="M0 700 H1200 V960 H0Z" fill="#457b9d"/><path d="M0 700 Q300 560 600 700 Q900 560 1200 700" stroke="#3d3d3d" stroke-width="18" fill="none"/>`),
  },
  familyYear: {
    description: 'Family year calendar: a calendar sheet with a family of four, parents and two children, holding hands',
    paper: '#fbf3ea',
    body: calendarSheet(`<rect width="1200" height="960" fill="#fde8d7"/>${[[300, 300, '#457b9d'], [520, 320, '#e76f51'], [720, 500, '#2a9d8f'], [880, 520, '#e9c46a']].map(([x, top, color]) => `<circle cx="${x}" cy="${Number(top) + 40}" r="${top === 300 || top === 320 ? 70 : 50}" fill="#f1c9a5"/><rect x="${Number(x) - 60}" y="${Number(top) + 120}" width="120" height="${860 - Number(top) - 120}" rx="40" fill="${color}"/>`).join('')}<path d="M360 560 H460 M580 600 H660 M780 720 H820" stroke="#f1c9a5" stroke-width="22" stroke-linecap="round"/>`),
  },
  kitchenHerbs: {
    description: 'Kitchen herbs calendar: a calendar sheet with basil, rosemary and chives in pots',
    paper: '#f2f4ec',
    body: calendarSheet(`<rect width="1200" height="960" fill="#eef3e4"/>${[250, 600, 950].map((x, index) => `<path d="M${x - 130} 640 H${x + 130} L${x + 100} 900 H${x - 100}Z" fill="#c8744a"/>${index === 0 ? [[-60, 520], [0, 470], [60, 520], [-30, 580], [40, 590]].map(([dx, y]) => `<ellipse cx="${x + dx!}" cy="${y}" rx="50" ry="36" fill="#6a994e"/>`).join('') : index === 1 ? [-60, -20, 20, 60].map((dx) => `<path d="M${x + dx} 640 Q${x + dx * 1.5} 480 ${x + dx * 2} 340" stroke="#52796f" stroke-width="14" fill="none"/>`).join('') : [-70, -35, 0, 35, 70].map((dx) => `<path d="M${x + dx} 640 V${380 + Math.abs(dx) * 2}" stroke="#8ab17d" stroke-width="12"/>`).join('')}`).join('')}`),
  },
};
