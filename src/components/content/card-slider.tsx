'use client';

import { Children, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from '../ui/line-icons';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Where the row can rest: each slide's start, but never past the end of the row (the last
 * positions collapse into one when several slides fit at once).
 */
function snapPoints(viewport: HTMLElement): number[] {
  const slides = [...(viewport.firstElementChild?.children ?? [])] as HTMLElement[];
  const first = slides[0];
  if (!first) return [];
  const end = Math.max(0, viewport.scrollWidth - viewport.clientWidth);
  const points: number[] = [];
  for (const slide of slides) {
    const at = Math.min(slide.offsetLeft - first.offsetLeft, end);
    if (points.length === 0 || at - points[points.length - 1]! > 1) points.push(at);
  }
  return points;
}

/**
 * A carousel of cards as a row that scrolls sideways with CSS scroll snapping, the same before
 * and after JavaScript (nothing moves when the page hydrates, and every card can be read without
 * it). Once hydrated, Previous/Next buttons, one button per position and the arrow keys scroll the
 * row to the next resting point. It never moves on its own, and with reduced motion it jumps
 * instead of sliding (decisions 011 and 070).
 */
export function CardSlider({
  label,
  children,
  slideClassName = 'basis-full sm:basis-1/2 lg:basis-1/3',
  tone = 'light',
}: {
  /** Accessible name of the carousel, e.g. "Our solutions". */
  label: string;
  children: ReactNode;
  slideClassName?: string;
  tone?: 'light' | 'dark';
}) {
  const slides = Children.toArray(children);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  // The position a button asked for, while the row glides there.
  const target = useRef<number | null>(null);
  const statusId = useId();

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const points = snapPoints(viewport);
        setSnaps((old) =>
          old.length === points.length && old.every((p, i) => p === points[i]) ? old : points,
        );
        if (target.current !== null) return;
        // The resting point nearest to where the row is now.
        let nearest = 0;
        points.forEach((p, i) => {
          if (Math.abs(p - viewport.scrollLeft) < Math.abs(points[nearest]! - viewport.scrollLeft))
            nearest = i;
        });
        setSelected(nearest);
      });
    };
    const settled = () => {
      target.current = null;
      measure();
    };
    measure();
    viewport.addEventListener('scroll', measure, { passive: true });
    viewport.addEventListener('scrollend', settled);
    const resized = new ResizeObserver(measure);
    resized.observe(viewport);
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener('scroll', measure);
      viewport.removeEventListener('scrollend', settled);
      resized.disconnect();
    };
  }, []);

  const count = snaps.length;
  const ready = count > 0;

  const go = useCallback(
    (to: 'prev' | 'next' | number) => {
      const viewport = viewportRef.current;
      if (!viewport || snaps.length === 0) return;
      const index =
        to === 'prev'
          ? Math.max(0, selected - 1)
          : to === 'next'
            ? Math.min(snaps.length - 1, selected + 1)
            : to;
      // Said at once, not when the scroll ends: a quick second press goes one further.
      setSelected(index);
      if (Math.abs(viewport.scrollLeft - snaps[index]!) <= 1) return;
      target.current = index;
      viewport.scrollTo({
        left: snaps[index],
        behavior: prefersReducedMotion() ? 'instant' : 'smooth',
      });
    },
    [snaps, selected],
  );

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go('prev');
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go('next');
    }
  }

  const atStart = selected <= 0;
  const atEnd = selected >= count - 1;
  const buttonTone =
    tone === 'dark'
      ? 'border-white/70 text-white hover:bg-white/10'
      : 'border-brand-800 text-brand-800 hover:bg-brand-50';
  const dotTone = tone === 'dark' ? 'bg-white' : 'bg-brand-800';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={ready ? onKeyDown : undefined}
    >
      <div
        ref={viewportRef}
        // A row that scrolls must be reachable by keyboard, with or without JavaScript; once the
        // buttons work, the carousel around it is the one named region.
        tabIndex={0}
        role={ready ? undefined : 'region'}
        aria-label={ready ? undefined : `${label}: scroll sideways to see every card`}
        className="snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:thin]"
      >
        <div className="-ml-6 flex">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 snap-start pl-6 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Always laid out, shown once there is somewhere to go: nothing shifts when it appears. */}
      <div
        className={`mt-6 flex min-h-11 items-center justify-between gap-4 ${count > 1 ? '' : 'invisible'}`}
      >
        <div className="flex gap-2">
          {(
            [
              ['prev', 'Previous', ChevronLeft, atStart],
              ['next', 'Next', ChevronRight, atEnd],
            ] as const
          ).map(([direction, name, Chevron, atLimit]) => (
            <button
              key={direction}
              type="button"
              className={`inline-flex size-11 items-center justify-center rounded-full border-2 ${buttonTone} aria-disabled:opacity-40`}
              onClick={() => go(direction)}
              // aria-disabled, not disabled: the button keeps focus when it reaches the end.
              aria-disabled={!ready || atLimit}
              aria-controls={statusId}
            >
              <Chevron aria-hidden="true" className="size-5" />
              <span className="sr-only">{name}</span>
            </button>
          ))}
        </div>
        <ol className="flex gap-1" aria-label="Choose a position">
          {snaps.map((_, i) => (
            <li key={i}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === selected ? 'true' : undefined}
                className="group inline-flex size-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${dotTone} ${
                    i === selected ? 'w-6' : 'w-2.5 opacity-40 group-hover:opacity-70'
                  }`}
                />
                <span className="sr-only">Go to position {i + 1}</span>
              </button>
            </li>
          ))}
        </ol>
      </div>
      <p id={statusId} className="sr-only" aria-live="polite">
        {count > 1 ? `Position ${selected + 1} of ${count}` : ''}
      </p>
    </section>
  );
}
