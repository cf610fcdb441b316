'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, useCallback, useEffect, useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A carousel of cards. Before JavaScript runs (and without it) the cards sit in a row that scrolls
 * sideways, so every card can be read; once hydrated, Embla takes over with Previous/Next buttons,
 * one button per position, and the arrow keys. It never moves on its own, and with reduced motion
 * it jumps instead of sliding.
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
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  // Embla holds the position; a change only needs a new render, which reads it from the API.
  const [, setRenders] = useState(0);
  const statusId = useId();

  useEffect(() => {
    if (!api) return;
    const update = () => setRenders((n) => n + 1);
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const ready = api !== undefined;
  const snaps = api ? api.scrollSnapList() : [];
  const selected = api ? api.selectedScrollSnap() : 0;

  const go = useCallback(
    (to: 'prev' | 'next' | number) => {
      if (!api) return;
      const jump = prefersReducedMotion();
      if (to === 'prev') api.scrollPrev(jump);
      else if (to === 'next') api.scrollNext(jump);
      else api.scrollTo(to, jump);
    },
    [api],
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

  const count = snaps.length;
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
        // Without JavaScript the row scrolls natively, so it must be reachable by keyboard.
        tabIndex={ready ? undefined : 0}
        aria-label={ready ? undefined : `${label}: scroll sideways to see every card`}
        role={ready ? undefined : 'region'}
        className={
          ready ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto overscroll-x-contain'
        }
      >
        <div className="-ml-6 flex touch-pan-y">
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
      <div
        className={`mt-6 flex items-center justify-between gap-4 ${ready && count > 1 ? '' : 'invisible'}`}
      >
        <div className="flex gap-2">
          <button
            type="button"
            className={`inline-flex size-11 items-center justify-center rounded-full border-2 ${buttonTone} aria-disabled:opacity-40`}
            onClick={() => go('prev')}
            // aria-disabled, not disabled: the button keeps focus when it reaches the end.
            aria-disabled={!ready || atStart}
            aria-controls={statusId}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">Previous</span>
          </button>
          <button
            type="button"
            className={`inline-flex size-11 items-center justify-center rounded-full border-2 ${buttonTone} aria-disabled:opacity-40`}
            onClick={() => go('next')}
            aria-disabled={!ready || atEnd}
            aria-controls={statusId}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">Next</span>
          </button>
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
        {ready && count > 1 ? `Position ${selected + 1} of ${count}` : ''}
      </p>
    </section>
  );
}
