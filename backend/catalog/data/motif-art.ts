import type { MotifKey } from './theme-words.ts';

/**
 * Drawings for the wall-art motifs that no photo in backend/assets shows (rendered to
 * `motif-{key}.svg` by backend/scripts/generate-motif-art.ts). Each is a flat print on a paper
 * colour, drawn around the centre of a 1200 x 1200 square.
 */
export type MotifArt = { paper: string; body: string; description: string };

const star = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;

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
};
