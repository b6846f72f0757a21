import { m } from '@huron/shared/i18n';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

const WIDTH = 360;
const HEIGHT = 120;
const STEP = 6;
const MOVES: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };

export interface SignaturePadProps {
  /** The drawing as a PNG data URL, or null once cleared. */
  onChange(png: string | null): void;
}

/**
 * An optional drawn signature (the typed name is the signature; this adds a drawing to the signed page). A pointer
 * draws; by keyboard, the arrow keys draw from the pen's place and Space lifts or lowers the pen. Loaded on demand.
 */
export default function SignaturePad({ onChange }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pen = useRef({ x: 20, y: HEIGHT / 2, down: false });
  const [penDown, setPenDown] = useState(true);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.strokeStyle = '#1a1a1a';
  }, []);
  const line = (x: number, y: number) => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.beginPath();
    context.moveTo(pen.current.x, pen.current.y);
    context.lineTo(x, y);
    context.stroke();
    onChange(canvas.current!.toDataURL('image/png'));
  };
  const at = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) * WIDTH) / box.width, y: ((event.clientY - box.top) * HEIGHT) / box.height };
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.key === ' ') {
      event.preventDefault();
      setPenDown((down) => !down);
      return;
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const x = Math.min(WIDTH, Math.max(0, pen.current.x + move[0]));
    const y = Math.min(HEIGHT, Math.max(0, pen.current.y + move[1]));
    if (penDown) line(x, y);
    pen.current = { ...pen.current, x, y };
  };
  return (
    <div className="signature-pad">
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        tabIndex={0}
        role="img"
        aria-label={m.sign_draw_canvas()}
        aria-describedby="signature-pad-help"
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          pen.current = { ...at(event), down: true };
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (!pen.current.down) return;
          const next = at(event);
          line(next.x, next.y);
          pen.current = { ...next, down: true };
        }}
        onPointerUp={() => {
          pen.current.down = false;
        }}
      />
      <p id="signature-pad-help" className="account-hint">
        {penDown ? m.sign_draw_help_down() : m.sign_draw_help_up()}
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
          onChange(null);
        }}
      >
        {m.sign_draw_clear()}
      </button>
    </div>
  );
}
