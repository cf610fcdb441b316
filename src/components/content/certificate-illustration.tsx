/** A drawn accreditation certificate with a seal, for the trusted shipping section. */
export function CertificateIllustration() {
  return (
    <svg
      viewBox="0 0 320 240"
      width={320}
      height={240}
      role="img"
      aria-label="Illustration of a heavy vehicle accreditation certificate with a ribboned seal"
      className="h-auto w-full max-w-sm"
    >
      <rect width="320" height="240" rx="16" fill="#eef7f3" />
      <rect
        x="50"
        y="28"
        width="220"
        height="180"
        rx="6"
        fill="#ffffff"
        stroke="#155c45"
        strokeWidth="4"
      />
      <rect
        x="62"
        y="40"
        width="196"
        height="156"
        rx="3"
        fill="none"
        stroke="#a7d6c3"
        strokeWidth="2"
      />
      <path d="M96 70 H224" stroke="#0f4c3a" strokeWidth="8" strokeLinecap="round" />
      <path
        d="M86 96 H234 M86 114 H234 M86 132 H200"
        stroke="#a7d6c3"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path d="M196 170 l-10 40 l16 -10 l10 16 l6 -44Z" fill="#9a520a" />
      <circle cx="206" cy="164" r="24" fill="#f2a33a" stroke="#9a520a" strokeWidth="3" />
      <path
        d="M195 164 l8 8 l14 -16"
        fill="none"
        stroke="#0b3b2e"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
