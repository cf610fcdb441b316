import { describe, expect, it } from 'vitest';
import {
  clientReferences,
  keepsFramework,
  FUEL_LEVY_SCRIPT_PATH,
  SITE_SCRIPT_PATH,
  payloadApart,
  siteScriptAddress,
  withFrameworkOnDemand,
  withoutFramework,
} from './framework-free.ts';

const site = `<script src="${SITE_SCRIPT_PATH}" defer="" blocking="render"></script>`;

describe('withoutFramework (decision 102)', () => {
  it("takes out Next's scripts, its preloads and React's payload, and keeps the rest", () => {
    const html = [
      '<html><head><meta charset="utf-8"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/x.css" data-precedence="next"/>',
      '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin=""/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      site,
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/p.js" noModule=""></script>',
      '<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script></head>',
      `<body><p>Text</p><script async="" src="${FUEL_LEVY_SCRIPT_PATH}"></script>`,
      '<script type="application/ld+json">{"a":"</p>"}</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"\\u003cscript\\u003e"])</script></body></html>',
    ].join('');
    expect(withoutFramework(html)).toBe(
      [
        '<html><head><meta charset="utf-8"/>',
        '<link rel="stylesheet" href="/_next/static/chunks/x.css" data-precedence="next"/>',
        '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin=""/>',
        site,
        `</head><body><p>Text</p><script async="" src="${FUEL_LEVY_SCRIPT_PATH}"></script>`,
        '<script type="application/ld+json">{"a":"</p>"}</script>',
        '</body></html>',
      ].join(''),
    );
  });

  it("leaves a page that does not load the site's script as it is", () => {
    const html =
      '<html><body><script src="/_next/static/chunks/a.js" async=""></script></body></html>';
    expect(withoutFramework(html)).toBe(html);
  });

  it('keeps React on a page with an island, a part React runs (decision 168), and on no other', () => {
    expect(keepsFramework('<body><form class="x" data-island="">…</form></body>')).toBe(true);
    expect(keepsFramework('<body><div data-island>…</div></body>')).toBe(true);
    expect(keepsFramework('<body><p>data-island</p><div data-islander="">…</div></body>')).toBe(
      false,
    );
    expect(keepsFramework('<body><form>…</form></body>')).toBe(false);
  });

  it("names the client components of React's payload by module id", () => {
    const html =
      '<script>self.__next_f.push([1,"2:I[339756,[\\"$2\\"],\\"default\\"]\\n3:I[12,[],\\"x\\"]\\n"])</script>' +
      '<script>self.__next_f.push([1,"4:I[339756,[],\\"y\\"]\\n5:[\\"$\\",\\"p\\",null]"])</script>';
    expect([...clientReferences(html)].sort()).toEqual(['12', '339756']);
  });
});

describe('withFrameworkOnDemand (decision 105)', () => {
  it("lists Next's scripts for the site's script, and keeps React's payload, as data, and inline scripts", () => {
    const html = [
      '<html><head><meta charset="utf-8"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/t.js?dpl=x&amp;y=1" async=""></script>',
      site,
      '<script src="/_next/static/chunks/p.js" noModule=""></script>',
      '<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script></head>',
      '<body><form><input name="email"/></form>',
      '<script src="/_next/static/chunks/b.js" async=""></script>',
      '<script type="application/ld+json">{"a":"</p>"}</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"2:[\\"$\\",\\"p\\"]\\n"])</script>',
      '<script>self.__next_f.push([1,not json])</script></body></html>',
    ].join('');
    expect(withFrameworkOnDemand(html)).toBe(
      [
        '<html><head><meta charset="utf-8"/>',
        site,
        '<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script></head>',
        '<body><form><input name="email"/></form>',
        '<script type="application/ld+json">{"a":"</p>"}</script>',
        '<script type="application/json" data-next-payload="">[0]</script>',
        '<script type="application/json" data-next-payload="">[1,"2:[\\"$\\",\\"p\\"]\\n"]</script>',
        // What is not JSON stays the script it was.
        '<script>self.__next_f.push([1,not json])</script>',
        '<script type="application/json" id="framework-scripts">',
        '["/_next/static/chunks/a.js","/_next/static/chunks/t.js?dpl=x&y=1","/_next/static/chunks/b.js"]',
        '</script></body></html>',
      ].join(''),
    );
  });

  it('escapes what could close the list early, and leaves pages it cannot serve as they are', () => {
    const odd = `<html><head>${site}<script src="/_next/static/</script>x.js"></script></head></html>`;
    expect(withFrameworkOnDemand(odd)).not.toMatch(/\[[^\]]*<\/script>/);
    const bare =
      '<html><body><script src="/_next/static/chunks/a.js" async=""></script></body></html>';
    expect(withFrameworkOnDemand(bare)).toBe(bare);
    const noScripts = `<html><head>${site}</head><body></body></html>`;
    expect(withFrameworkOnDemand(noScripts)).toBe(noScripts);
  });
});

describe('withFrameworkOnDemand on a page rendered with a nonce (decision 120)', () => {
  it("takes React's payload as data from scripts that carry the nonce, and keeps the nonce on the rest", () => {
    const html = [
      '<html><head>',
      '<script src="/_next/static/chunks/a.js" async="" nonce="n0nce"></script>',
      `<script src="${SITE_SCRIPT_PATH}?v=abc" integrity="sha256-AbC+/9=" defer="" blocking="render"></script>`,
      '<script id="_R_" nonce="n0nce">(globalThis.TURBOPACK||[]).push({})</script></head>',
      '<body><form></form>',
      '<script nonce="n0nce">(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script nonce="n0nce">self.__next_f.push([1,"x"])</script></body></html>',
    ].join('');
    expect(withFrameworkOnDemand(html)).toBe(
      [
        '<html><head>',
        `<script src="${SITE_SCRIPT_PATH}?v=abc" integrity="sha256-AbC+/9=" defer="" blocking="render"></script>`,
        '<script id="_R_" nonce="n0nce">(globalThis.TURBOPACK||[]).push({})</script></head>',
        '<body><form></form>',
        '<script type="application/json" data-next-payload="">[0]</script>',
        '<script type="application/json" data-next-payload="">[1,"x"]</script>',
        '<script type="application/json" id="framework-scripts">["/_next/static/chunks/a.js"]</script>',
        '</body></html>',
      ].join(''),
    );
  });
});

describe('payloadApart (decision 105)', () => {
  const list = '<script type="application/json" id="framework-scripts">["/_next/a.js"]</script>';
  const digest = (text: string) => `d${text.length}`;

  it("takes React's payload out of a kept page and names its address in the list", () => {
    const html = [
      '<body><form></form>',
      '<script type="application/json" data-next-payload="">[0]</script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<script type="application/json" data-next-payload="">[1,"\\u003cp\\u003e"]</script>',
      `${list}</body>`,
    ].join('');
    const apart = payloadApart(html, digest);
    expect(apart.payload).toBe('[[0],[1,"\\u003cp\\u003e"]]');
    expect(JSON.parse(apart.payload!)).toEqual([[0], [1, '\u003cp\u003e']]);
    expect(apart.address).toBe(`/_payload/d${apart.payload!.length}.json`);
    expect(apart.html).toBe(
      [
        '<body><form></form><script type="application/ld+json">{"a":1}</script>',
        `<script type="application/json" id="framework-scripts" data-payload="${apart.address}">`,
        '["/_next/a.js"]</script></body>',
      ].join(''),
    );
  });

  it('adds a query to the address: a page rendered per request names its own there', () => {
    const html = `<body><script type="application/json" data-next-payload="">[0]</script>${list}</body>`;
    const apart = payloadApart(html, digest, '?page=%2Fget-a-quote%3Fquote%3DQ1');
    expect(apart.address).toBe('/_payload/d5.json?page=%2Fget-a-quote%3Fquote%3DQ1');
    expect(apart.html).toContain(`data-payload="${apart.address}"`);
  });

  it('leaves a page without payload, or without the list to name it in, as it is', () => {
    const noPayload = `<body><form></form>${list}</body>`;
    expect(payloadApart(noPayload, digest)).toEqual({ html: noPayload });
    const noList = '<body><script type="application/json" data-next-payload="">[0]</script></body>';
    expect(payloadApart(noList, digest)).toEqual({ html: noList });
  });
});

describe("the site's script (decision 109)", () => {
  it("is named by its version, and a page that loads it so is still recognised as the site's", () => {
    expect(siteScriptAddress('Ab_9-z')).toBe('/site.js?v=Ab_9-z');
    expect(siteScriptAddress(undefined)).toBe('/site.js');
    const versioned = `<script src="${siteScriptAddress('Ab_9-z')}" defer="" blocking="render"></script>`;
    const html = `<html><head>${versioned}<script src="/_next/static/chunks/a.js" async=""></script></head><body></body></html>`;
    expect(withoutFramework(html)).toBe(`<html><head>${versioned}</head><body></body></html>`);
    // Another script at that path, or the script without its blocking of the first paint, is not it.
    const other = html.replace('blocking="render"', '');
    expect(withoutFramework(other)).toBe(other);
  });
});
