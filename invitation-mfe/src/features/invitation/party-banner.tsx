import styles from './invitation.module.css';

// The invitation's header picture, drawn here (no photo to download): bunting along the top,
// balloons either side, the age on the biggest one, and confetti. Decoration only: the heading
// under it says everything it shows.

const COLOURS = ['#fbbf24', '#f472b6', '#67e8f9', '#a3e635', '#fb923c', '#f9a8d4', '#fde047', '#7dd3fc'];
const FLAGS = 11;

/** A point on the bunting's string: the curve from (0, 6) to (320, 6) drawn towards (160, 74). */
function onString(t: number): [number, number] {
  const x = 320 * t;
  const y = (1 - t) * (1 - t) * 6 + 2 * (1 - t) * t * 74 + t * t * 6;
  return [x, y];
}

function Balloon({ x, y, r, colour, label }: { x: number; y: number; r: number; colour: string; label?: string }) {
  return (
    <g>
      <path d={`M${x} ${y + r * 1.2} q-5 10 2 18 t-2 18`} fill="none" stroke="#fff" strokeOpacity=".8" strokeWidth="1.2" />
      <ellipse cx={x} cy={y} rx={r} ry={r * 1.2} fill={colour} />
      <path d={`M${x - 4} ${y + r * 1.2 + 4} l4 -5 l4 5 z`} fill={colour} />
      <ellipse cx={x - r * 0.4} cy={y - r * 0.5} rx={r * 0.18} ry={r * 0.3} fill="#fff" fillOpacity=".45" />
      {label ? (
        <text x={x} y={y + r * 0.38} textAnchor="middle" fontSize={r * 1.05} fontWeight="800" fill="#4c1d95">
          {label}
        </text>
      ) : null}
    </g>
  );
}

export function PartyBanner({ age }: { age: number }) {
  const flags = Array.from({ length: FLAGS }, (_, i) => onString((i + 0.5) / FLAGS));
  return (
    <svg className={styles.banner} viewBox="0 0 320 140" aria-hidden="true" focusable="false">
      <path d="M0 6 Q160 74 320 6" fill="none" stroke="#fff" strokeOpacity=".8" strokeWidth="1.5" />
      {flags.map(([x, y], i) => (
        <path key={x} d={`M${x - 10} ${y - 1} L${x + 10} ${y - 1} L${x} ${y + 20} z`} fill={COLOURS[i % COLOURS.length]} />
      ))}
      {[
        [14, 56, '#fde047'],
        [104, 112, '#f9a8d4'],
        [128, 70, '#67e8f9'],
        [196, 100, '#a3e635'],
        [226, 62, '#fb923c'],
        [306, 118, '#fde047'],
      ].map(([x, y, colour]) => (
        <rect key={`${x}`} x={x as number} y={y as number} width="6" height="6" rx="1" fill={colour as string} transform={`rotate(30 ${x} ${y})`} />
      ))}
      <Balloon x={40} y={76} r={16} colour="#f472b6" />
      <Balloon x={74} y={90} r={12} colour="#fbbf24" />
      <Balloon x={272} y={76} r={24} colour="#fde047" label={String(age)} />
    </svg>
  );
}
