import { useId } from 'react';
import {
  OUTLINE_BODY,
  OUTLINE_DETAILS,
  OUTLINE_HEIGHT,
  OUTLINE_WIDTH,
} from '../../../../shared/car-outline';

export interface OutlineMark {
  x: number;
  y: number;
  /** What the dot shows: the mark's number, "N1" for a new one at return. */
  label: string;
  /** Grey: on the car before (at pickup); red: recorded now or new at return. */
  tone: 'before' | 'new';
}

/**
 * The car seen from above (front at the top) with its damage marks. With `onPlace`, a tap or
 * click places a mark where it lands, as fractions of the outline (0..1); the mark list beside
 * it offers the same by named place for the keyboard.
 */
export function CarOutline({
  label,
  marks,
  onPlace,
}: {
  label: string;
  marks: OutlineMark[];
  onPlace?: (x: number, y: number) => void;
}) {
  const titleId = useId();
  const place = (e: React.MouseEvent<SVGSVGElement>) => {
    if (!onPlace) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));
    onPlace(
      clamp((e.clientX - rect.left) / (rect.width || 1)),
      clamp((e.clientY - rect.top) / (rect.height || 1)),
    );
  };
  return (
    <svg
      viewBox={`0 0 ${OUTLINE_WIDTH} ${OUTLINE_HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      data-testid={onPlace ? 'car-outline-input' : 'car-outline'}
      className={`h-auto w-40 rounded-xl border border-slate-200 bg-white sm:w-48 ${
        onPlace ? 'cursor-crosshair touch-manipulation' : ''
      }`}
      onClick={place}
    >
      <title id={titleId}>{label}</title>
      <path d={OUTLINE_BODY} fill="#f8fafc" stroke="#334155" strokeWidth={3} />
      {OUTLINE_DETAILS.map((d) => (
        <path key={d} d={d} fill="none" stroke="#64748b" strokeWidth={2} />
      ))}
      {marks.map((m) => (
        <g key={`${m.tone}-${m.label}`} aria-hidden="true">
          <circle
            cx={m.x * OUTLINE_WIDTH}
            cy={m.y * OUTLINE_HEIGHT}
            r={13}
            fill={m.tone === 'new' ? '#b91c1c' : '#64748b'}
            stroke="#fff"
            strokeWidth={2}
          />
          <text
            x={m.x * OUTLINE_WIDTH}
            y={m.y * OUTLINE_HEIGHT + 5}
            textAnchor="middle"
            fontSize={14}
            fontWeight={700}
            fill="#fff"
          >
            {m.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
