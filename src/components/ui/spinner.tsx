import { LoaderCircle } from './line-icons';

export function Spinner({ label, className = 'size-5' }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <LoaderCircle aria-hidden="true" className={`${className} animate-spin`} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
