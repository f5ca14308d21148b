import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { PrerenderedPage } from '../src/prerender';

const ROOT_PLACEHOLDER = '<div id="root"></div>';
const HTML_TAG = '<html lang="en">';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** Where a prerendered page other than '/' is written: `pages/about.html` is the page of `/about`. */
export const PAGES_DIR = 'pages';

type Chunk = { fileName: string; facadeModuleId: string | null; imports: string[]; isEntry: boolean };
type PrerenderModule = {
  PRERENDERED_PAGES: readonly PrerenderedPage[];
  prerenderPage: (path: string) => Promise<string>;
};

/**
 * The script that starts the app on a prerendered page, inline at the end of its body. The page
 * paints from its HTML and CSS; its scripts are requested once it has (a hidden tab, or a page
 * kept hidden at a path not its own, paints nothing, so it starts at once). Requested alongside, they would share a slow link with the
 * stylesheet the paint waits on, and when cached their compiling and hydrating would come before
 * the paint. All of them start together (modulepreload), so hydration waits on no chain of
 * imports. A page that has not painted after 5 s starts anyway.
 */
function startScript(modules: readonly string[]): string {
  return `
      (() => {
        const modules = ${JSON.stringify(modules)};
        let started = false;
        const start = () => {
          if (started) return;
          started = true;
          for (const href of modules) {
            const link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.append(link);
          }
          import(modules[0]);
        };
        if (document.visibilityState !== 'visible' || document.documentElement.classList.contains('hide-prerender'))
          return start();
        if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
          return requestAnimationFrame(() => setTimeout(start));
        new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) start();
        }).observe({ type: 'paint', buffered: true });
        setTimeout(start, 5000);
      })();
    `;
}

/**
 * Renders the public pages of src/prerender.tsx at build time, so each paints from its first
 * response, and main.tsx hydrates it (ADR 029). A second, server-side build of src/prerender.tsx
 * does the rendering; it sits under node_modules so Node resolves React from the workspace.
 * '/' is written to index.html, any other page to pages/<name>.html; every other path is served
 * app.html, the page Vite built, with an empty root.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  let define: Record<string, unknown> = {};
  let chunks: Chunk[] = [];
  return {
    name: 'skillora:prerender-pages',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      define = config.define ?? {};
    },
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
    },
    async closeBundle() {
      const cache = path.join(root, 'node_modules/.cache');
      await mkdir(cache, { recursive: true });
      const ssrDir = await mkdtemp(path.join(cache, 'prerender-'));
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          define,
          plugins: [react()],
          ssr: { noExternal: ['@skillora/shared'] },
          build: { ssr: 'src/prerender.tsx', outDir: ssrDir, target: 'node20' },
        });
        const entry = (await readdir(ssrDir)).find((file) => /^prerender\.m?js$/.test(file));
        if (!entry) throw new Error('prerender-pages: the server build wrote no prerender.js');
        const ssr: PrerenderModule = await import(pathToFileURL(path.join(ssrDir, entry)).href);
        await writePages(ssr, await readFile(path.join(outDir, 'index.html'), 'utf8'));
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };

  async function writePages({ PRERENDERED_PAGES, prerenderPage }: PrerenderModule, template: string) {
    if (!template.includes(ROOT_PLACEHOLDER) || !template.includes(HTML_TAG))
      throw new Error(`prerender-pages: index.html has no ${ROOT_PLACEHOLDER} or ${HTML_TAG}`);
    const entryScript = template.match(ENTRY_SCRIPT);
    if (!entryScript) throw new Error('prerender-pages: no entry script in index.html');
    await writeFile(path.join(outDir, 'app.html'), template);
    // The entry and its imports move from the head to the start script.
    const shell = template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
    await mkdir(path.join(outDir, PAGES_DIR), { recursive: true });
    for (const page of PRERENDERED_PAGES) {
      const html = shell
        .replace(HTML_TAG, `<html lang="en" data-prerendered="${page.path}">`)
        .replace(ROOT_PLACEHOLDER, `<div id="root">${await prerenderPage(page.path)}</div>`)
        .replace('</body>', `<script>${startScript(modulesOf(page))}</script>\n  </body>`);
      const file = page.path === '/' ? 'index.html' : path.join(PAGES_DIR, `${page.path.slice(1)}.html`);
      await writeFile(path.join(outDir, file), html);
    }
  }

  /** The entry's chunk first, then every chunk the page's route modules load with it. */
  function modulesOf(page: PrerenderedPage): string[] {
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const withImports = (file: string, files: Set<string>): Set<string> => {
      if (!files.has(file)) {
        files.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) withImports(dep, files);
      }
      return files;
    };
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('prerender-pages: no entry chunk in the build');
    const files = withImports(entry.fileName, new Set());
    for (const module of page.modules) {
      const id = path.resolve(root, module);
      const chunk = chunks.find((c) => c.facadeModuleId === id);
      if (!chunk) throw new Error(`prerender-pages: ${module} (${page.path}) is no chunk of the build`);
      withImports(chunk.fileName, files);
    }
    return [...files].map((file) => `/${file}`);
  }
}
