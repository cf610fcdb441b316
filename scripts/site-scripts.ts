// The site's own browser scripts (decision 102): written in src/site-script as plain, commented
// JavaScript, and served minified from public/ (not in the repository). next.config.ts writes them
// before every build and dev start, so every way of building the site has them; esbuild (a
// dependency) only minifies, it bundles nothing.
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { OWN_SCRIPTS, SITE_SCRIPT_PATH } from '../src/server/http/framework-free.ts';
import { contentDigest } from './static-pages.ts';

/** Minify each script of `root`/src/site-script into `root`/public; returns the files written. */
export function writeSiteScripts(root: string): string[] {
  const written: string[] = [];
  for (const address of OWN_SCRIPTS) {
    const source = path.join(root, 'src', 'site-script', path.basename(address));
    const code = fs.readFileSync(source, 'utf8');
    const { code: minified } = transformSync(code, {
      loader: 'js',
      minify: true,
      target: 'es2020',
      legalComments: 'none',
    });
    const file = path.join(root, 'public', address);
    // Written whole under another name, then renamed: a server reading it never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, minified);
    fs.renameSync(temporary, file);
    written.push(file);
  }
  return written;
}

/** The version the pages name the site's script by (decision 109): a digest of the minified copy. */
export function siteScriptVersion(root: string): string {
  return contentDigest(fs.readFileSync(path.join(root, 'public', SITE_SCRIPT_PATH)));
}
