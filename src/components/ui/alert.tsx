import { CheckCircle2, CircleAlert, TriangleAlert } from './line-icons';

const styles = {
  success: { box: 'border-green-700 bg-green-50 text-green-900', Icon: CheckCircle2 },
  danger: { box: 'border-red-700 bg-red-50 text-red-900', Icon: CircleAlert },
  warning: { box: 'border-amber-600 bg-amber-50 text-amber-900', Icon: TriangleAlert },
} as const;

/** A message box; success and danger are announced to screen readers as they appear. */
export function Alert({
  tone,
  children,
}: {
  tone: keyof typeof styles;
  children: React.ReactNode;
}) {
  const { box, Icon } = styles[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={`alert alert-${tone} flex items-start gap-2 rounded-md border-l-4 px-4 py-3 ${box}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
