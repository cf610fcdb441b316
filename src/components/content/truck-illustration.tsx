import { site } from '@/content/site';

/** A B-double on an open road, drawn in SVG so it costs no request and never shifts the layout. */
export function TruckIllustration({
  title = `A ${site.shortName} B-double prime mover with two curtain-side trailers on an open highway`,
  className = '',
}: {
  title?: string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 480 260"
      role="img"
      aria-label={title}
      className={`h-auto w-full ${className}`}
      width={480}
      height={260}
    >
      <rect width="480" height="260" rx="16" fill="#eef7f3" />
      <circle cx="392" cy="64" r="30" fill="#f6b24e" />
      <path d="M0 170 L120 110 L210 150 L300 95 L480 165 V260 H0Z" fill="#a7d6c3" />
      <path d="M0 196 H480 V260 H0Z" fill="#4f5e59" />
      <path d="M0 226 H480" stroke="#fdf0dc" strokeWidth="4" strokeDasharray="26 18" />
      {/* Second trailer */}
      <rect x="24" y="122" width="150" height="62" rx="4" fill="#155c45" />
      <path d="M32 130 H166 M32 176 H166" stroke="#2b8a68" strokeWidth="3" />
      {/* First trailer */}
      <rect x="182" y="122" width="150" height="62" rx="4" fill="#0f4c3a" />
      <path d="M190 130 H324 M190 176 H324" stroke="#2b8a68" strokeWidth="3" />
      <text x="257" y="160" textAnchor="middle" fontSize="18" fontWeight="700" fill="#fdf0dc">
        BANKSIA
      </text>
      {/* Prime mover */}
      <path d="M340 118 H392 L424 148 V186 H340Z" fill="#f2a33a" />
      <path d="M354 128 H388 L410 150 H354Z" fill="#d3ebe1" />
      <rect x="336" y="100" width="8" height="50" rx="3" fill="#4f5e59" />
      {/* Wheels */}
      {[52, 84, 146, 210, 242, 304, 360, 404].map((x) => (
        <g key={x}>
          <circle cx={x} cy={190} r={13} fill="#1b2421" />
          <circle cx={x} cy={190} r={5} fill="#a7d6c3" />
        </g>
      ))}
    </svg>
  );
}
