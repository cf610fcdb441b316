// Pages without the top bar and footer (spec §2: /coming-soon).
export default function BareLayout({ children }: { children: React.ReactNode }) {
  return <main id="main">{children}</main>;
}
