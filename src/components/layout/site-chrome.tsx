import { mainNav, menuTree, pagesOutsideMainNav } from '@/content/navigation';
import { Toaster } from '../ui/toast';
import { Footer } from './footer';
import { Logo } from './logo';
import { Navbar } from './navbar';
import { Preloader } from './preloader';
import { TopBar } from './top-bar';

/** Top bar, navbar, main content and footer: the frame of every page but /coming-soon. */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        data-site-frame=""
        className="sr-only z-[70] rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Preloader />
      <TopBar />
      <Navbar logo={<Logo />} main={menuTree(mainNav)} extra={menuTree(pagesOutsideMainNav)} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
