import type { Metadata } from 'next';

// The staff console: its own pages under /staff, never indexed, never in the sitemap.
export const metadata: Metadata = {
  title: { default: 'Staff console', template: '%s | Staff console' },
  robots: { index: false, follow: false },
};

export default function StaffLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-screen bg-slate-100 text-slate-900">{children}</div>;
}
