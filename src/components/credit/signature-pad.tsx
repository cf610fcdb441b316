'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type SignaturePadLibrary from 'signature_pad';
import { signatureInstructions } from '@/content/credit-application';
import { MAX_SIGNATURE_HEIGHT, MAX_SIGNATURE_WIDTH } from '@/domain/signature';

/** The pad of spec §3 and §9: 265 x 150 CSS pixels, line width 3, blue ink; a 265 x 150 PNG. */
const PAD_WIDTH = 265;
const PAD_HEIGHT = 150;
const PAD_LINE_WIDTH = 3;
const PAD_INK = '#1d3fbf';

type Mode = 'draw' | 'type';

/** Draw a typed name as a signature: the same canvas, ink and size as a drawn one. */
function drawTypedName(canvas: HTMLCanvasElement, name: string): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  let size = 44;
  const family = '"Segoe Script", "Brush Script MT", "URW Chancery L", cursive';
  ctx.save();
  ctx.fillStyle = PAD_INK;
  ctx.textBaseline = 'middle';
  do {
    ctx.font = `italic ${size}px ${family}`;
    size -= 2;
  } while (size > 12 && ctx.measureText(name).width > PAD_WIDTH - 24);
  ctx.fillText(name, 12, PAD_HEIGHT / 2, PAD_WIDTH - 24);
  ctx.restore();
}

/**
 * The pad's drawing as a 265 x 150 PNG data URL (spec §3), whatever the screen's pixel density:
 * the canvas holds density x 265 x 150 pixels so strokes look crisp, and is scaled down here.
 */
function padPng(canvas: HTMLCanvasElement): string {
  if (canvas.width === PAD_WIDTH && canvas.height === PAD_HEIGHT) {
    return canvas.toDataURL('image/png');
  }
  const out = document.createElement('canvas');
  out.width = PAD_WIDTH;
  out.height = PAD_HEIGHT;
  const ctx = out.getContext('2d');
  if (!ctx) return '';
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(canvas, 0, 0, PAD_WIDTH, PAD_HEIGHT);
  return out.toDataURL('image/png');
}

/**
 * A signature pad on the `signature_pad` library, crisp on high-density screens, that reports a
 * 265 x 150 PNG data URL ('' when blank). A person who cannot draw can type their name instead; it is drawn
 * on the same canvas and reported the same way.
 */
export function SignaturePad({
  label,
  onChange,
}: {
  /** e.g. "Declaration signature"; names the group and the drawing area. */
  label: string;
  onChange: (dataUrl: string) => void;
}) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const onChangeRef = useRef(onChange);
  const [mode, setMode] = useState<Mode>('draw');
  const [typedName, setTypedName] = useState('');
  const [signed, setSigned] = useState(false);
  // True once the drawing library holds the canvas: strokes before then are not recorded.
  const [ready, setReady] = useState(false);
  const typedRef = useRef({ mode, typedName });

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(() => {
    typedRef.current = { mode, typedName };
  }, [mode, typedName]);

  const report = useCallback((dataUrl: string) => {
    setSigned(dataUrl !== '');
    onChangeRef.current(dataUrl);
  }, []);

  const renderTyped = useCallback(
    (name: string) => {
      const canvas = canvasRef.current;
      const pad = padRef.current;
      if (!canvas || !pad) return;
      pad.clear();
      if (name.trim() === '') return report('');
      drawTypedName(canvas, name.trim());
      report(padPng(canvas));
    },
    [report],
  );

  // Size the canvas for the screen's pixel density, keeping what is drawn.
  const fitToScreen = useCallback(() => {
    const canvas = canvasRef.current;
    const pad = padRef.current;
    if (!canvas || !pad) return;
    // Past 4x (a zoomed high-density screen) the image would exceed what the server accepts.
    const ratio = Math.min(
      Math.max(window.devicePixelRatio || 1, 1),
      MAX_SIGNATURE_WIDTH / PAD_WIDTH,
      MAX_SIGNATURE_HEIGHT / PAD_HEIGHT,
    );
    const strokes = pad.toData();
    canvas.width = Math.round(PAD_WIDTH * ratio);
    canvas.height = Math.round(PAD_HEIGHT * ratio);
    canvas.getContext('2d')?.scale(ratio, ratio);
    pad.clear();
    const { mode: currentMode, typedName: name } = typedRef.current;
    if (currentMode === 'type') renderTyped(name);
    else if (strokes.length > 0) {
      pad.fromData(strokes);
      report(padPng(canvas));
    }
  }, [renderTyped, report]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // The drawing library loads after the page (the canvas and its instructions are there at
    // once): it is not needed until a finger or mouse reaches the pad (decision 070).
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('signature_pad').then(({ default: Library }) => {
      if (cancelled) return;
      const pad = new Library(canvas, {
        minWidth: PAD_LINE_WIDTH,
        maxWidth: PAD_LINE_WIDTH,
        dotSize: PAD_LINE_WIDTH,
        penColor: PAD_INK,
        backgroundColor: 'rgba(0,0,0,0)',
      });
      padRef.current = pad;
      const onEnd = () => report(pad.isEmpty() ? '' : padPng(canvas));
      pad.addEventListener('endStroke', onEnd);
      fitToScreen();
      if (typedRef.current.mode === 'type') pad.off();
      setReady(true);

      let media: MediaQueryList | undefined;
      const watchDensity = () => {
        media?.removeEventListener('change', onDensity);
        media = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
        media.addEventListener('change', onDensity);
      };
      const onDensity = () => {
        fitToScreen();
        watchDensity();
      };
      watchDensity();
      stop = () => {
        media?.removeEventListener('change', onDensity);
        pad.removeEventListener('endStroke', onEnd);
        pad.off();
        padRef.current = null;
        setReady(false);
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [fitToScreen, report]);

  function clear() {
    padRef.current?.clear();
    setTypedName('');
    report('');
  }

  function switchMode(next: Mode) {
    const pad = padRef.current;
    pad?.clear();
    setTypedName('');
    report('');
    setMode(next);
    if (next === 'type') pad?.off();
    else pad?.on();
  }

  const instructionsId = `${id}-instructions`;
  const statusId = `${id}-status`;
  const typedId = `${id}-typed`;

  return (
    <fieldset className="space-y-3">
      <legend className="field-label">{label}</legend>
      <p id={instructionsId} className="text-sm text-muted">
        {signatureInstructions}
      </p>
      {/* The border is drawn by the frame, outside the canvas: the drawing surface (and what the
          pad library maps the pointer to) is exactly 265 x 150 CSS pixels. */}
      <div
        className={`w-fit overflow-hidden rounded-md border-2 border-dashed bg-white ${
          mode === 'draw' ? 'cursor-crosshair border-gray-500' : 'border-gray-300'
        }`}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`${label} pad${mode === 'type' ? ', showing your typed name' : ''}`}
          aria-describedby={`${instructionsId} ${statusId}`}
          width={PAD_WIDTH}
          height={PAD_HEIGHT}
          // The CSS size by a class, the same as PAD_WIDTH x PAD_HEIGHT: the Content Security
          // Policy takes no style attribute (decision 120).
          className="block h-[150px] w-[265px] touch-none"
          data-signature-pad={label}
          data-ready={ready ? 'true' : 'false'}
        />
      </div>
      <p id={statusId} aria-live="polite" className="text-sm font-medium text-ink">
        {signed ? `${label} added.` : `No ${label.toLowerCase()} yet.`}
      </p>
      {mode === 'type' ? (
        <div>
          <label htmlFor={typedId} className="field-label">
            Type your full name as your signature
          </label>
          <input
            id={typedId}
            type="text"
            className="field-input max-w-sm"
            autoComplete="name"
            value={typedName}
            onChange={(e) => {
              setTypedName(e.target.value);
              renderTyped(e.target.value);
            }}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-outline px-4 py-1.5 text-sm" onClick={clear}>
          Clear Signature
        </button>
        <button
          type="button"
          className="btn-outline px-4 py-1.5 text-sm"
          onClick={() => switchMode(mode === 'type' ? 'draw' : 'type')}
        >
          {mode === 'type' ? 'Draw instead' : 'Type your name instead'}
        </button>
      </div>
    </fieldset>
  );
}
