import { site } from '@/content/site';

/** The company's mark and name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg
        viewBox="0 0 40 40"
        width="40"
        height="40"
        aria-hidden="true"
        focusable="false"
        className="shrink-0"
      >
        <rect width="40" height="40" rx="8" fill={inverted ? '#ffffff' : '#0f4c3a'} />
        <path d="M8 26h15V13H8zM23 17h5.5l3.5 4.5V26h-9z" fill="#f2a33a" />
        <circle cx="13" cy="28" r="3" fill={inverted ? '#0f4c3a' : '#ffffff'} />
        <circle cx="27.5" cy="28" r="3" fill={inverted ? '#0f4c3a' : '#ffffff'} />
      </svg>
      <span
        className={`logo-name text-base leading-tight min-[360px]:text-lg font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-brand-900'}`}
      >
        {site.name}
      </span>
    </span>
  );
}
