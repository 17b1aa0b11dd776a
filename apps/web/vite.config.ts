import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin, type PluginOption } from 'vite';

/** `BUNDLE_REPORT=<file.html>`: a treemap of the browser bundle with gzip and brotli sizes (bench/bundle-report.mjs). */
const bundleReport = process.env.BUNDLE_REPORT;

/**
 * Every page loads the browser entry and the root route with all they import statically. Left alone, the bundler
 * cuts that code into dozens of small chunks (each shared with some later page), and every page paid for each one's
 * request and compression overhead. They go into one chunk instead (decision 0059); a module that only some pages
 * use is not in it.
 */
const shell = new Set<string>();
const appDirectory = path.resolve(import.meta.dirname, 'app');
const shellEntries = ['entry.client.tsx', 'root.tsx'].map((file) => path.join(appDirectory, file));

function pageShell(): Plugin {
  return {
    name: 'laufbahn-page-shell',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const queue = [...shellEntries];
      while (queue.length > 0) {
        const id = queue.pop()!;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        for (const imported of info.importedIds) {
          if (shell.has(imported) || shellEntries.includes(imported) || imported.endsWith('.css')) continue;
          shell.add(imported);
          queue.push(imported);
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    pageShell(),
    !!bundleReport &&
      ({
        ...(visualizer({
          filename: bundleReport,
          template: bundleReport.endsWith('.json') ? 'raw-data' : 'treemap',
          gzipSize: true,
          brotliSize: true,
        }) as object),
        name: 'bundle-report',
        applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
      } as PluginOption),
  ],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'shell', test: (id: string) => shell.has(id) }] } },
        },
      },
    },
  },
  server: { allowedHosts: ['.localhost'] },
});
