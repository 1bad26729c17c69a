import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/action-error';
import { uploadFile } from '../../../lib/upload-file';

/**
 * The customer signs on the staff tablet with a finger or stylus; the drawing is sent as a PNG
 * (the server accepts nothing else, checked by content; decision 0030).
 */
export function SignaturePad({
  bookingId,
  stage,
}: {
  bookingId: number;
  stage: 'pickup' | 'return';
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<unknown>(null);
  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const scale = e.currentTarget.width / (rect.width || 1);
    return [(e.clientX - rect.left) * scale, (e.clientY - rect.top) * scale] as const;
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    setDrawn(false);
    setState('idle');
  };
  const save = () => {
    canvas.current?.toBlob((blob) => {
      if (!blob) return;
      setState('saving');
      setError(null);
      uploadFile(
        'POST',
        `/api/console/bookings/${bookingId}/signature/${stage}`,
        blob,
        'signature.png',
        () => undefined,
      ).then(
        () => setState('saved'),
        (e: unknown) => (setError(e), setState('idle')),
      );
    }, 'image/png');
  };
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-slate-800" id={`signature-${stage}`}>
        {t(`console.handover.signature.heading.${stage}`)}
      </p>
      <canvas
        ref={canvas}
        width={600}
        height={200}
        role="img"
        aria-labelledby={`signature-${stage}`}
        className="h-40 w-full max-w-xl touch-none rounded-xl border border-slate-300 bg-white"
        onPointerDown={(e) => {
          drawing.current = true;
          e.currentTarget.setPointerCapture?.(e.pointerId);
          const ctx = e.currentTarget.getContext('2d');
          const [x, y] = point(e);
          ctx?.beginPath();
          ctx?.moveTo(x, y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = e.currentTarget.getContext('2d');
          if (!ctx) return;
          const [x, y] = point(e);
          ctx.lineWidth = 3;
          ctx.lineCap = 'round';
          ctx.strokeStyle = '#0f172a';
          ctx.lineTo(x, y);
          ctx.stroke();
          setDrawn(true);
        }}
        onPointerUp={() => (drawing.current = false)}
        onPointerLeave={() => (drawing.current = false)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-outline" onClick={clear}>
          {t('console.handover.signature.clear')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!drawn || state === 'saving'}
          onClick={save}
        >
          {state === 'saving'
            ? t('console.handover.signature.saving')
            : t('console.handover.signature.save')}
        </button>
      </div>
      {state === 'saved' && (
        <p role="status" className="text-sm text-green-800">
          {t('console.handover.signature.saved')}
        </p>
      )}
      <ActionError error={error} />
    </div>
  );
}
